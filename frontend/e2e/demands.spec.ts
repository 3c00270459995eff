import { expect, test, type Page } from '@playwright/test';

import {
  bindDevice,
  deposit,
  rentOutJupyter,
  signUpNew,
  simulateDevices,
  uniqueName,
} from './support';

/** Where every simulated box is, and the demand's point (Beijing). */
const LAT = '39.909';
const LNG = '116.397';

/** An open select's option (antd also renders a hidden one per option for screen readers). */
const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-item-option').filter({ hasText: text });

async function takeWithDevice(page: Page, demandName: string, deviceId: string) {
  await page.getByRole('button', { name: 'Take it' }).click();
  const dialog = page.getByRole('dialog', { name: `Take "${demandName}"` });
  await expect(dialog.getByRole('radio', { name: 'One of my devices' })).toBeChecked();
  const device = dialog.getByRole('combobox', { name: 'Device' });
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // A click that lands while the virtual option list scrolls leaves it open: choose again.
  await expect(async () => {
    if (!(await open.isVisible())) await device.click();
    await option(page, new RegExp(`BOX ${deviceId.slice(-4)}`)).click({ timeout: 5_000 });
    await expect(open).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Offer' }).click();
  return dialog;
}

test('a demander publishes a demand for one 16 GB GPU within 50 km; a fitting provider is told and takes it, a box without a GPU is refused; the demander accepts, the app is prepared, the rental runs and bills, and ending it finishes the order', async ({
  page: dave,
  browser,
}) => {
  test.setTimeout(360_000); // boxes register, two installs run, billing periods pass
  // Seed 7: box 1 has one T4 (16 GB), box 2 no GPU, box 3 an RTX 4090 and a T4.
  const simulator = await simulateDevices(3, uniqueName('e2edem'), {
    location: `${LNG},${LAT}`,
    seconds: 340,
  });
  const [t4Box, plainBox, bigBox] = simulator.deviceIds as [string, string, string];
  const alice = await browser.newPage();
  const bob = await browser.newPage();
  try {
    // alice rents out Jupyter Lab on her T4 box (so the demand fits her listing) and has a
    // second box with GPUs to offer; bob's box has no GPU.
    const aliceName = await signUpNew(alice, 'alice');
    await bindDevice(alice, t4Box);
    await rentOutJupyter(alice, t4Box, '3.60');
    await bindDevice(alice, bigBox);
    await signUpNew(bob, 'bob');
    await bindDevice(bob, plainBox);

    // dave deposits, then publishes the demand.
    await signUpNew(dave, 'dave');
    await deposit(dave, '100.00', 'Approve');
    await expect(dave.getByText('100.00 coins added')).toBeVisible();
    await dave.goto('/on-demand/place-an-order');
    const demandName = uniqueName('Notebook ');
    await dave.getByLabel('Name').fill(demandName);
    await dave.getByLabel('Video memory per GPU (GB)').fill('16');
    await dave.getByRole('combobox', { name: 'App to run (optional)' }).fill('Jupyter');
    await option(dave, 'Jupyter Lab').click();
    // The boxes' city, by name: the demand's point is Beijing's.
    await dave.getByRole('combobox', { name: 'City or region' }).fill('Beijing');
    await option(dave, 'Beijing').click();
    await expect(dave.getByText('Near Beijing')).toBeVisible();
    await dave.getByRole('combobox', { name: 'Distance' }).click();
    await option(dave, 'Within 50 km').click();
    await dave.getByLabel('Price per hour, at most (coins)').fill('36');
    await dave.getByLabel('Hours').fill('2');
    await dave.getByRole('button', { name: 'Publish the demand' }).click();
    await expect(dave).toHaveURL(/\/demands-and-offers\?id=\d+$/);
    const demandId = new URL(dave.url()).searchParams.get('id');
    const davePanel = dave.getByTestId('demand-panel');
    // The board names the point's region, never its coordinates.
    await expect(davePanel.getByText('Within 50 km of Beijing')).toBeVisible();
    await expect(davePanel.getByText('No offers yet')).toBeVisible();

    // alice is told live, opens the demand from the bell and offers her second box.
    const bell = alice.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/unread/);
    await bell.click();
    await alice.getByRole('tooltip').getByText('A new demand fits your apps').click();
    await expect(alice).toHaveURL(`/demands-and-offers?id=${demandId}`);
    const offered = await takeWithDevice(alice, demandName, bigBox);
    await expect(offered).toBeHidden();
    await expect(
      alice.getByTestId('demand-panel').locator('[data-status="pending"]'),
    ).toBeVisible();

    // bob's box without a GPU is refused with the requirements message and what is missing.
    await bob.goto(`/demands-and-offers?id=${demandId}`);
    const refused = await takeWithDevice(bob, demandName, plainBox);
    await expect(
      refused.getByText('Order requirements not satisfied, cannot take order.'),
    ).toBeVisible();
    await expect(refused.getByTestId('offer-unsatisfied').getByRole('listitem')).not.toHaveCount(0);
    await expect(refused.locator('[data-requirement="gpu_count"]')).toBeVisible();
    await refused.getByRole('button', { name: 'Cancel' }).click();

    // dave sees alice's offer arrive live and accepts it.
    await davePanel.getByRole('button', { name: `Accept: ${aliceName}` }).click();
    const accept = dave.getByRole('dialog', { name: `Accept ${aliceName}'s offer?` });
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(
      davePanel.locator(
        '[data-status="accepted"], [data-status="processing"], [data-status="confirmed"]',
      ),
    ).toBeVisible();

    // The order: Jupyter Lab is installed on alice's box, then the rental starts.
    await davePanel.getByRole('link', { name: `Offered by ${aliceName}` }).click();
    await expect(dave).toHaveURL(/\/my-orders\?order=\d+$/);
    const order = dave.getByTestId('order-panel');
    await expect(order.locator('[data-status="confirmed"]').first()).toBeVisible({
      timeout: 120_000,
    });
    await expect(order.getByText('Preparing the app → Confirmed')).toBeVisible();
    await order.getByRole('link', { name: 'Open its rental' }).click();
    await expect(dave).toHaveURL(/\/my-orders\?id=\d+$/);
    await expect(dave.locator('[data-status="rental_ongoing"]').first()).toBeVisible({
      timeout: 60_000,
    });
    // The billing pass (every 5 s here) charges the first period.
    await expect(dave.getByTestId('rental-charge-0')).toBeVisible({ timeout: 60_000 });

    // dave ends the rental; the order is finished.
    await dave.getByRole('button', { name: 'End rental' }).click();
    const end = dave.getByRole('dialog', { name: 'End this rental?' });
    await end.getByRole('button', { name: 'End rental' }).click();
    await expect(dave.getByText('Ended by the renter')).toBeVisible();
    await dave.getByText('Orders I placed').click();
    const row = dave.getByRole('row').filter({ hasText: demandName });
    await expect(row.locator('[data-status="finished"]')).toBeVisible({ timeout: 30_000 });
  } finally {
    await alice.close();
    await bob.close();
    simulator.stop();
  }
});
