import { expect, test } from '@playwright/test';

import {
  NEW_PASSWORD,
  apiSignUp,
  deposit,
  linkPath,
  outboxBody,
  simulateDevices,
  storeSession,
  uniqueName,
} from './support';

test('an unverified newcomer is told to verify; verified, they bind a simulated box by its ID, then create a cloud device once funded, watch it come online and stop it', async ({
  page,
}) => {
  test.setTimeout(120_000); // a box registers and beats, a cloud device is provisioned
  const { email, session } = await apiSignUp(page.request, 'owner');
  await storeSession(page, session);
  const simulator = await simulateDevices(1, uniqueName('e2e'));
  try {
    const [deviceId] = simulator.deviceIds;

    // Until the e-mail is verified the account binds and orders nothing, and is told how.
    await page.goto('/devices');
    await expect(page.getByText('You have no devices yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify now' })).toBeVisible();
    await page.getByRole('button', { name: 'Bind a box' }).first().click();
    await expect(page).toHaveURL(/\/devices\/link$/);
    await page.getByLabel('Device ID', { exact: true }).fill(deviceId);
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page.getByText(/Verify your e-mail address first/)).toBeVisible();
    const order = async () => {
      await page.goto('/devices/zcloud/create');
      await page.getByText('Standard 8C16G').click();
      await expect(page.getByText('2.80 coins held for the first hour')).toBeVisible();
      await page.getByLabel('Name').fill('Render node');
      await page.getByRole('button', { name: 'Create' }).click();
    };
    await order();
    await expect(
      page.getByText(
        'Verify your e-mail address or add a phone number before creating a cloud device.',
      ),
    ).toBeVisible();
    await page.goto(linkPath(await outboxBody(email)));
    await expect(page.getByText('Your e-mail address is verified')).toBeVisible();

    await page.goto('/devices/link');
    await expect(page.getByRole('link', { name: 'Verify now' })).toHaveCount(0);
    // A wrong check character is caught before anything is sent.
    const field = page.getByLabel('Device ID', { exact: true });
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

    // A re-enrolment code for the box, after confirming the password, shown once.
    await page.getByRole('button', { name: 'Re-enrolment code' }).click();
    const reauth = page.getByRole('dialog', { name: "Confirm it's you" });
    await reauth.getByLabel('Password').fill(NEW_PASSWORD);
    await reauth.getByRole('button', { name: 'Confirm' }).click();
    const shown = page.getByRole('dialog', { name: /^Re-enrolment code for / });
    await expect(shown.getByTestId('reenrol-code')).toHaveText(/[\w-]{20,}/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // Verifying ended no session: the same browser deposits at once.
    await deposit(page, '10.00', 'Approve');

    // Verified and funded: the first hour is held and the device is created from the plan.
    await order();
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
