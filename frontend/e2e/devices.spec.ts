import { expect, test } from '@playwright/test';

import { signUp, simulateDevices, uniqueName } from './support';

test('bind a simulated box by its ID, then create a cloud device, watch it come online and stop it', async ({
  page,
}) => {
  test.setTimeout(120_000); // a box registers and beats, a cloud device is provisioned
  const name = uniqueName('owner');
  await signUp(page, name, `${name}@example.com`, 'Kite7harbor9');
  await page.getByRole('button', { name: 'Continue' }).click();
  const simulator = await simulateDevices(1, uniqueName('e2e'));
  try {
    const [deviceId] = simulator.deviceIds;

    await page.goto('/devices');
    await expect(page.getByText('You have no devices yet.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Bind a box' }).first().click();
    await expect(page).toHaveURL(/\/devices\/link$/);

    // A wrong check character is caught before anything is sent.
    const field = page.getByLabel('Device ID');
    const wrong = deviceId.slice(0, -1) + (deviceId.endsWith('0') ? '1' : '0');
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page.getByText('Invalid device ID')).toBeVisible();

    // Case and dashes do not matter.
    await field.fill(deviceId.replaceAll('-', '').toLowerCase());
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page).toHaveURL(/\/devices\/details\?id=\d+$/);
    await expect(page.getByText(deviceId).first()).toBeVisible();
    await expect(page.getByText('Online').first()).toBeVisible();
    await expect(page.getByText('NVIDIA T4').first()).toBeVisible();
    await expect(page.getByText('Passthrough').first()).toBeVisible();

    // A Z-CLOUD device from a plan.
    await page.goto('/devices/zcloud/create');
    await page.getByText('Standard 8C16G').click();
    await page.getByLabel('Name').fill('Render node');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Render node is online')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open details' }).click();
    await expect(page).toHaveURL(/\/devices\/details\?id=\d+$/);

    await page.getByRole('button', { name: 'Stop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop Render node?' });
    await confirm.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Stopped').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

    // Both are on the list.
    await page.goto('/devices');
    await expect(page.getByText(deviceId)).toBeVisible();
    await expect(page.getByText('Render node')).toBeVisible();
  } finally {
    simulator.stop();
  }
});
