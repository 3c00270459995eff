import { expect, test, type Page } from '@playwright/test';

import { centsOf, signedIn, uniqueName } from './support';

// A laptop's screen, as the issue asks beside the page check's phone.
test.use({ viewport: { width: 1366, height: 768 } });

/** The demo's password, staff's included. */
const DEMO_PASSWORD = 'Demo2026pass';

/** A figure of the page, in cents. */
async function cents(page: Page, testId: string): Promise<bigint> {
  return centsOf((await page.getByTestId(testId).textContent()) ?? '');
}

test('a provider withdraws settled earnings: an account, a request, staff approval, the money out', async ({
  page,
  browser,
}) => {
  // bob earned from alice's rentals of his apps a month ago (seed_demo), settled long since.
  await signedIn(page, 'bob');
  await page.goto('/wallet/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(page.getByTestId('withdrawable')).toBeVisible();
  const withdrawable = await cents(page, 'withdrawable');
  expect(withdrawable).toBeGreaterThanOrEqual(2000n);

  // A payout account first: adding one asks to confirm it is bob.
  await page.getByRole('button', { name: 'Add an account' }).click();
  const form = page.getByRole('dialog', { name: 'Add a payout account' });
  await form.getByLabel('Holder’s name').fill('Bob Demo');
  await form
    .getByLabel('Alipay account (e-mail or phone)')
    .fill(`${uniqueName('bob')}@example.com`);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const reauth = page.getByRole('dialog', { name: "Confirm it's you" });
  await reauth.getByLabel('Password').fill(DEMO_PASSWORD);
  await reauth.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payout account added')).toBeVisible();

  await page.getByRole('textbox', { name: 'Coins to withdraw' }).fill('20');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /Withdraw 20\.00 coins to Alipay/ });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  const requests = page.getByRole('region', { name: 'Your withdrawals' });
  await expect(requests.getByText('Awaiting review')).toBeVisible();
  await expect(page.getByText(/A withdrawal is under way/)).toBeVisible();
  await expect.poll(() => cents(page, 'withdrawable')).toBe(withdrawable - 2000n);

  // Staff approve it in the admin; the sandbox payout provider pays it.
  const staff = await browser.newPage();
  await staff.goto('/admin/login/?next=/admin/wallet/payout/');
  await staff.locator('#id_username').fill('staff');
  await staff.locator('#id_password').fill(DEMO_PASSWORD);
  await staff.getByRole('button', { name: /Log in/i }).click();
  const row = staff.locator('#result_list tbody tr', { hasText: '20.00' }).first();
  await row.locator('input[name="_selected_action"]').check();
  await staff.locator('select[name="action"]').selectOption('approve');
  await staff.getByRole('button', { name: 'Go' }).click();
  await expect(staff.getByText(/approved\./)).toBeVisible();
  await staff.close();

  // bob sees it paid (the wallet topic reads the page again) and the money gone from his wallet.
  await expect(requests.getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto('/wallet/transactions?type=payout');
  const newest = page.locator('tbody tr').first();
  await expect(newest.getByText('-20.00')).toBeVisible();
  await expect(newest.getByText(/Withdrawn to Alipay/)).toBeVisible();
});
