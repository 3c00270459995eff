import { expect, test, type Locator } from '@playwright/test';

import { deposit, provideListing, signUpNew } from './support';

/** 36 coins an hour is a cent a second; the price picks the listing out among others. */
const PRICE = '36.00 coins / hour';

/** An amount shown as "1,234.56 coins" (or "about …"), in cents. */
async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /(-?[\d,]+)\.(\d{2}) coins/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

test('a provider rents out an AI app; a renter deposits, rents it, uses its API key, is billed each period and ends it; both see why it ended', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // a box registers, installs and starts the app; periods pass
  // The provider: a simulated box with Jupyter Lab (an AI app with an API), rentable.
  const simulator = await provideListing(page, { price: '36.00', seconds: 230 });
  const renter = await browser.newPage();
  try {
    const renterName = await signUpNew(renter, 'renter');
    await deposit(renter, '100.00', 'Approve');
    await expect(renter.getByText('100.00 coins added')).toBeVisible();

    // Rent it from its market page (the newest first: the groups' best picks leave a new box last).
    await renter.goto('/market?sort=newest');
    const card = renter.getByTestId(/^listing-\d+$/).filter({ hasText: PRICE });
    await card.getByRole('link', { name: 'Jupyter Lab' }).click();
    await expect(renter).toHaveURL(/\/market\/details\?id=\d+$/);
    await renter.getByRole('button', { name: 'Rent', exact: true }).click();
    const dialog = renter.getByRole('dialog', { name: 'Rent Jupyter Lab' });
    await expect(dialog.getByText(PRICE)).toBeVisible();
    await expect(dialog.getByText('Held now (one billing period)')).toBeVisible();
    await expect(dialog.getByText('Runway at this balance')).toBeVisible();
    await dialog.getByRole('button', { name: 'Rent now' }).click();

    // /my-orders opens the new rental; the box opens access and it goes on live.
    await expect(renter).toHaveURL(/\/my-orders\?id=\d+$/);
    const rentalId = new URL(renter.url()).searchParams.get('id');
    await expect(renter.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    await expect(renter.locator('[data-status="rental_ongoing"]').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(renter.getByTestId('rental-base-url')).toContainText('http');
    const key = renter.getByTestId('rental-api-key');
    await renter.getByRole('button', { name: 'Show key' }).click();
    await expect(key).toHaveText(/^zk-\S{16,}$/);

    // The billing pass (every 10 s here) charges the first period, shown without a reload.
    const firstCharge = renter.getByTestId('rental-charge-0');
    await expect(firstCharge).toBeVisible({ timeout: 60_000 });
    const charged = await cents(firstCharge);
    expect(charged).toBeGreaterThan(0);

    // The provider is paid the charge less the 10 % platform fee, and sees who rents.
    await page.goto(`/my-orders?role=provider&id=${rentalId}`);
    const provided = page.getByRole('row').filter({ hasText: renterName });
    await expect(provided.getByText('Ongoing')).toBeVisible();
    const income = page.getByTestId('rental-charge-0');
    await expect(income).toBeVisible();
    expect(await cents(income)).toBe(charged - Math.round(charged / 10));
    await expect(page.getByText('Your access')).toHaveCount(0);

    // The renter ends it after a confirmation; both sides see it ended, and why.
    await renter.getByRole('button', { name: 'End rental' }).click();
    const confirm = renter.getByRole('dialog', { name: 'End this rental?' });
    await confirm.getByRole('button', { name: 'End rental' }).click();
    await expect(renter.getByText('Ended by the renter')).toBeVisible();
    await expect(renter.locator('[data-status="ended"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(renter.getByTestId('rental-base-url')).toHaveCount(0);
    await expect(page.getByText('Ended by the renter')).toBeVisible({ timeout: 30_000 });
    await expect(provided.locator('[data-status="ended"]')).toBeVisible({ timeout: 30_000 });
  } finally {
    await renter.close();
    simulator.stop();
  }
});
