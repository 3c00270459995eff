import { expect, test, type Page } from '@playwright/test';

import { deposit, signedIn } from './support';

/** alice's available coins as the balance card shows them, in cents. */
async function availableCents(page: Page): Promise<bigint> {
  const text = (await page.getByTestId('wallet-available').textContent()) ?? '';
  const match = /(-?[\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return BigInt(match[1]!.replaceAll(',', '')) * 100n + BigInt(match[2]!);
}

test('a person deposits 100 coins through the sandbox and sees the balance, chart and transaction', async ({
  page,
}) => {
  await signedIn(page, 'alice');
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-available')).toBeVisible();
  const before = await availableCents(page);
  // The balance chart and the latest transactions of the seeded month.
  await expect(page.getByTestId('balance-line')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Balance, last 30 days' })).toBeAttached();
  const latest = page.getByRole('region', { name: 'Latest transactions' });
  await expect(latest.getByText('Deposit').first()).toBeVisible();

  await deposit(page, '100.00', 'Approve');
  await expect(page.getByText('100.00 coins added')).toBeVisible();
  await expect(page.getByText(/Your balance is now [\d,]+\.\d{2} coins\./)).toBeVisible();

  await page.getByRole('button', { name: 'Go to the wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect.poll(() => availableCents(page)).toBe(before + 10000n);

  await page.goto('/wallet/transactions?type=deposit');
  const newest = page.locator('tbody tr').first();
  await expect(newest.getByText('+100.00')).toBeVisible();
  await expect(newest.getByText('Deposit', { exact: true })).toBeVisible();
});

test('a declined payment adds nothing and offers to try again', async ({ page }) => {
  await signedIn(page, 'alice');
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-available')).toBeVisible();
  const before = await availableCents(page);

  await deposit(page, '50.00', 'Decline');
  await expect(page.getByText('The payment failed')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Payment method')).toBeVisible();

  await page.goto('/wallet');
  await expect.poll(() => availableCents(page)).toBe(before);
});
