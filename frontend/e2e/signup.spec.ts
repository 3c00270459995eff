import { expect, test } from '@playwright/test';

import { outboxLinks, outboxNow, storedSession, uniqueName } from './support';

test('a new visitor signs up, stays signed in across a reload, signs out and is sent to sign-in', async ({
  page,
}) => {
  const name = uniqueName('visitor');
  await page.goto('/');
  await expect(page).toHaveTitle(/Z Compute/);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);

  // The form checks the rules before anything is sent.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('Please accept the Terms of Use and the Privacy Policy'),
  ).toBeVisible();

  await page.getByLabel('User name').fill(name);
  await page.getByLabel('E-mail').fill(`${name}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Kite7harbor9');
  await page.getByLabel('Confirm password').fill('Kite7harbor8');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill('Kite7harbor9');
  await page.getByRole('button', { name: 'Sign up' }).click();

  // Signed in already; the verification link is on its way.
  await expect(page).toHaveURL(/\/check-email\?/);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The signed-in layout with the server menu for an individual user.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  const session = await storedSession(page);
  expect(session?.userType).toBe('user');
  expect(session?.smeId).toBe('user');

  await page.goto('/account');
  await expect(page.getByText(`${name}@example.com`)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`${name}@example.com`)).toBeVisible();
  await expect(page).toHaveTitle(/Account - Z Compute/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(await storedSession(page)).toBeNull();
  // The revoked refresh token no longer works on the server either.
  const refresh = await page.request.get('/api/iam/v1/refresh', {
    headers: { Authorization: `Bearer ${session?.refresh_token}` },
  });
  expect(refresh.status()).toBe(401);

  await page.goto('/devices');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fdevices$/);
});

test('the server refuses a taken e-mail and the form shows it on the field', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('User name').fill(uniqueName('dup'));
  await page.getByLabel('E-mail').fill('alice@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('Kite7harbor9');
  await page.getByLabel('Confirm password').fill('Kite7harbor9');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This e-mail address is already registered.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('a visitor signs up from a listing, verifies the e-mail in another browser after signing in there, and goes on to the listing', async ({
  page,
  browser,
}) => {
  const listings = await page.request.get('/api/rmp/v1/market/applications?limit=1');
  const [listing] = (await listings.json()).data.items as { id: number; name: string }[];
  const name = uniqueName('verifier');
  const email = `${name}@example.com`;
  const since = outboxNow();
  await page.goto(
    `/auth/signup?redirect=${encodeURIComponent(`/market/details?id=${listing.id}`)}`,
  );
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Kite7harbor9');
  await page.getByLabel('Confirm password').fill('Kite7harbor9');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/check-email\?/);

  // The link opened elsewhere asks for the account's sign-in first, then verifies.
  const link = (await outboxLinks([email], since))[email];
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/auth\/signin\?redirect=/);
  await other.getByLabel('Account').fill(name);
  await other.getByRole('textbox', { name: 'Password' }).fill('Kite7harbor9');
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    other.getByRole('heading', { name: 'Your e-mail address is verified' }),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(new RegExp(`/market/details\\?id=${listing.id}$`));
  await expect(other.getByRole('heading', { name: listing.name, level: 1 })).toBeVisible();
  await elsewhere.close();

  // No session ended: the first browser is still signed in and sees the address verified.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Not verified')).toHaveCount(0);
});
