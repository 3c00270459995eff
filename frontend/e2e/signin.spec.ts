import { expect, test } from '@playwright/test';

import {
  DEMO_PASSWORD,
  apiSignIn,
  outboxBody,
  outboxNewest,
  sixDigits,
  storedSession,
} from './support';

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

// dave's: no journey mails him (carol's invitation to a company may arrive any time).
test('a demo persona signs in with a code mailed to the verified address', async ({ page }) => {
  const before = await outboxNewest('dave@demo.local');
  await page.goto('/auth/signin?redirect=%2Faccount');
  await page.getByRole('tab', { name: 'E-mail code' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('dave@demo.local');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent.')).toBeVisible();
  await page
    .getByLabel('Verification code')
    .fill(sixDigits(await outboxBody('dave@demo.local', before)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('dave@demo.local')).toBeVisible();
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

test('/pc-web forks the handed session, never keeps it, and lands on the redirect path', async ({
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
  const own = await storedSession(page);
  expect(own?.token).toBeTruthy();
  expect(own?.token).not.toBe(session.token);
  expect(own?.refresh_token).not.toBe(session.refresh_token);
  expect(await page.evaluate(() => window.localStorage.getItem('zc.pcMode'))).toBe('1');
  // The desktop's own session goes on, in its own refresh family.
  const refreshed = await request.get('/api/iam/v1/refresh', {
    headers: { Authorization: `Bearer ${session.refresh_token}` },
  });
  expect(refreshed.status()).toBe(200);
});

test("/pc-web with a one-time code asks before replacing another person's session", async ({
  page,
  request,
}) => {
  const alice = await apiSignIn(request, 'alice');
  await page.goto('/auth/signin');
  await page.evaluate((s) => window.localStorage.setItem('zc.session', JSON.stringify(s)), alice);
  const bob = await apiSignIn(request, 'bob');
  const handoff = await request.post('/api/iam/v1/session/handoff', {
    headers: { Authorization: `Bearer ${bob.token}` },
  });
  const { code } = (await handoff.json()).data as { code: string };
  await page.goto(`/pc-web?code=${code}&redirect=%2Faccount`);
  await expect(page.getByRole('heading', { name: 'Switch accounts?' })).toBeVisible();
  expect((await storedSession(page))?.token).toBe(alice.token);
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('bob@demo.local')).toBeVisible();
});
