import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD, apiSignIn, storedSession } from './support';

test('a demo persona signs in with a password and goes where they were headed', async ({
  page,
}) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Faccount$/);
  await page.getByLabel('Account').fill('alice');
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Account or password incorrect.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('alice@demo.local')).toBeVisible();
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('?lang=zh shows Chinese and is remembered', async ({ page }) => {
  await page.goto('/auth/signin?lang=zh');
  await expect(
    page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Z 算力/);
  await page.goto('/');
  await expect(page.getByRole('button', { name: '免费注册' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
});

test('/pc-web stores the session from its query and lands on the redirect path', async ({
  page,
  request,
}) => {
  const session = await apiSignIn(request, 'bob');
  const query = new URLSearchParams({
    token: session.token,
    refresh_token: session.refresh_token,
    expire: String(session.access_token_expire),
    email: 'bob@demo.local',
    user_type: session.userType,
    sme_id: session.smeId,
    lang: 'en',
    pc_mode: '1',
    redirect: '/account',
    from: 'desktop',
  });
  await page.goto(`/pc-web?${query}`);
  await expect(page).toHaveURL(/\/account\?(?=.*lang=en)(?=.*from=desktop)/);
  await expect(page.getByText('bob@demo.local')).toBeVisible();
  expect((await storedSession(page))?.token).toBe(session.token);
  expect(await page.evaluate(() => window.localStorage.getItem('zc.pcMode'))).toBe('1');
});
