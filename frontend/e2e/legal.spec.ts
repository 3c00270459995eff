import { expect, test, type Page } from '@playwright/test';

import { signedIn } from './support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const footerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Terms and help' }).getByRole('link', { name });

test('sign-up opens the terms and the privacy policy in a new tab, in its language, keeping the form', async ({
  page,
  context,
}) => {
  await page.goto('/auth/signup');
  await page.getByLabel('User name').fill('reader');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('创建账号');

  const agreement = page.locator('label').filter({ has: page.getByRole('checkbox') });
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    agreement.getByRole('link', { name: '《用户协议》' }).click(),
  ]);
  await expect(terms).toHaveURL(/\/terms\?lang=zh$/);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('用户协议');
  await expect(terms.getByRole('heading', { level: 2, name: '算力币与支付' })).toBeVisible();
  await terms.close();

  // The form is as it was, in the language chosen.
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByLabel('用户名')).toHaveValue('reader');

  await page.getByRole('button', { name: /中文/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const [privacy] = await Promise.all([
    context.waitForEvent('page'),
    agreement.getByRole('link', { name: 'Privacy Policy' }).click(),
  ]);
  await expect(privacy).toHaveURL(/\/privacy\?lang=en$/);
  await expect(privacy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(privacy.getByText('Sign-in records: 180 days.')).toBeVisible();
});

test('the footers of the landing page and the sign-in frame lead to the pages', async ({
  page,
}) => {
  await page.goto('/');
  await footerLink(page, 'User guide').click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User guide');
  // The contents lead to each part of the page.
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Bind a device' })
    .click();
  await expect(page).toHaveURL(/\/guide#bind$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Bind a device' })).toBeInViewport();

  await page.goto('/auth/signin');
  await footerLink(page, 'Privacy Policy').click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('the account page and the signed-in footer lead to the pages', async ({ page }) => {
  await signedIn(page, 'alice');
  await page.goto('/account');
  const card = page.locator('.ant-card').filter({
    has: page.getByRole('heading', { name: 'Terms and help' }),
  });
  await card.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');

  await page.goto('/wallet');
  await footerLink(page, 'User guide').click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User guide');
});

test('a phone stays on the legal pages, which fit its screen', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  for (const [path, title] of [
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Policy'],
    ['/guide', 'User guide'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  }
  await context.close();
});

test('the browser and the server refuse the same e-mail address and password', async ({ page }) => {
  const body = {
    name: 'same-rules',
    email: 'x@y.z',
    password: '密码安全密码密码73',
    confirm_password: '密码安全密码密码73',
    agreement: true,
  };
  const answer = await page.request.post('/api/iam/v1/register', { data: body });
  expect(answer.status()).toBe(400);
  expect(Object.keys((await answer.json()).data).sort()).toEqual(['email', 'password']);

  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/register')) sent = true;
  });
  await page.goto('/auth/signup');
  await page.getByLabel('User name').fill(body.name);
  await page.getByLabel('E-mail').fill(body.email);
  await page.getByLabel('Password', { exact: true }).fill(body.password);
  await page.getByLabel('Confirm password').fill(body.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(
    page.getByText('The password must contain at least one letter (A-Z) and one digit'),
  ).toBeVisible();
  expect(sent).toBe(false);
});
