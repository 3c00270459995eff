import { expect, test } from '@playwright/test';

import { bindDevice, signUpNew, simulateDevices, uniqueName } from './support';

test('install an AI app on a simulated box, watch it run, rent it out, read its API, stop it and see renting refused', async ({
  page,
}) => {
  test.setTimeout(150_000); // a box registers, installs and starts the app, then stops it
  await signUpNew(page, 'apps');
  const simulator = await simulateDevices(1, uniqueName('e2eapp'));
  try {
    const [deviceId] = simulator.deviceIds;
    const boxName = new RegExp(`BOX ${deviceId.slice(-4)}$`);
    await bindDevice(page, deviceId);

    // The store: an AI compute app, its page, then the install page.
    await page.goto('/app-store');
    await page.getByText('Jupyter Lab').first().click();
    await expect(page).toHaveURL(/\/app-store\/\d+$/);
    await page.getByRole('button', { name: 'Install' }).first().click();
    await expect(page).toHaveURL(/\/app-store\/\d+\/config$/);

    // The generated form checks the token before anything is sent.
    await page.getByLabel(boxName).check();
    const token = page.getByLabel('Access token');
    await token.fill('short');
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(page.getByText('Enter at least 12 characters')).toBeVisible();
    await token.fill('notebook-token-42');
    await page.getByRole('button', { name: 'Install', exact: true }).click();

    // The box installs it, then starts it.
    await expect(page.getByText('Jupyter Lab is running')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Open the app page' }).click();
    await expect(page).toHaveURL(/\/devices\/apps\/\d+$/);
    await expect(page.getByText('Running').first()).toBeVisible();

    // Rent it out at a price.
    const sharing = page.locator('.ant-card').filter({ hasText: 'Price per hour' });
    await sharing.getByLabel('Rentable').click();
    await sharing.getByLabel('Price per hour').fill('2.5');
    await sharing.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sharing settings saved')).toBeVisible();
    await expect(
      page.getByText(/sharing: Manual, rentable: yes, 2\.50 coins per hour/),
    ).toBeVisible();

    // Its AI API: base URL on the overlay network and a key.
    await page.getByRole('link', { name: 'Open the AI API' }).click();
    await expect(page).toHaveURL(/\/my-apps\/ai-compute\/\d+$/);
    await expect(page.getByText(/http:\/\/100\.64\.\d+\.\d+:8888\/v1/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show key' }).click();
    await expect(page.getByText(/zk-[\w-]{20,}/).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/devices\/apps\/\d+$/);

    // Stop it (with confirmation), then renting cannot change while it is stopped.
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop Jupyter Lab?' });
    await confirm.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Stopped').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await sharing.getByLabel('Rentable').click();
    await sharing.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'The rentable setting cannot change while the app is stopped; start it first.',
      ),
    ).toBeVisible();

    // My apps lists it with its status.
    await page.goto('/app');
    const row = page.getByRole('row').filter({ hasText: 'Jupyter Lab' });
    await expect(row.getByText('Stopped')).toBeVisible();
  } finally {
    simulator.stop();
  }
});
