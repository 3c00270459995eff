import { expect, test, type Page } from '@playwright/test';

import { bindDevice, signUpNew, simulateDevices, uniqueName } from './support';

/** Opens the install page of a store app from the store, as a person would. */
async function openInstallPage(page: Page, name: string) {
  await page.goto('/app-store');
  await page.getByText(name, { exact: true }).first().click();
  await expect(page).toHaveURL(/\/app-store\/\d+$/);
  await page.getByRole('button', { name: 'Install' }).first().click();
  await expect(page).toHaveURL(/\/app-store\/\d+\/config$/);
}

/** A card of the page by its title. */
const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({
    has: page.locator('.ant-card-head-title').getByText(title, { exact: true }),
  });

/** Installs Jupyter Lab (Access token filled in) on the box named by `boxName`. */
async function installJupyter(page: Page, boxName: RegExp) {
  await openInstallPage(page, 'Jupyter Lab');
  await page.getByLabel(boxName).check();
  await page.getByLabel('Access token').fill('notebook-token-42');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
}

test('a box that cannot take an app says why; sub-statuses show; app settings are named, edited, and a read-only one is refused', async ({
  page,
}) => {
  test.setTimeout(240_000); // the box holds each sub-status for 6 s
  await signUpNew(page, 'settings');
  // seed 7: one box with 4 cores, 16 GB of memory and a 16 GB GPU
  const simulator = await simulateDevices(1, uniqueName('e2eset'), {
    seconds: 220,
    subStatusSeconds: 6,
  });
  try {
    const [deviceId] = simulator.deviceIds;
    const boxName = new RegExp(`BOX ${deviceId.slice(-4)}$`);
    await bindDevice(page, deviceId);

    // vLLM wants 8 cores and 32 GB: the reasons are drawn, not only in the page.
    await openInstallPage(page, 'vLLM');
    await expect(page.getByText('None of your devices can take this app')).toBeVisible();
    await expect(page.getByText('Memory: needs 32.00 GB, has 16.00 GB')).toBeVisible();
    await expect(page.getByText('CPU: needs 8 cores, has 4 cores')).toBeVisible();
    await expect(page.getByLabel(boxName)).toBeDisabled();

    // Jupyter Lab installs: downloading, then preparing as it starts, each by its name.
    await installJupyter(page, boxName);
    await expect(page.getByText('Downloading', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.goto('/app');
    const row = page.getByRole('row').filter({ hasText: 'Jupyter Lab' });
    await expect(row.getByText('Preparing', { exact: true })).toBeVisible({ timeout: 40_000 });
    await page.goto('/app?lang=zh');
    await expect(
      page.getByRole('row').filter({ hasText: 'Jupyter Lab' }).getByText('准备中'),
    ).toBeVisible();
    await page.goto('/app?lang=en');
    await expect(row.getByText('Running', { exact: true })).toBeVisible({ timeout: 30_000 });
    await row.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/devices\/apps\/\d+$/);

    // The settings by the schema's titles and help, not by their keys.
    const settings = card(page, 'Settings');
    await expect(settings.getByText('Access token')).toBeVisible();
    await expect(settings.getByText('Use the GPU')).toBeVisible();
    await expect(
      settings.getByText("The AI API's address uses it, so it stays as installed."),
    ).toBeVisible();
    await expect(settings.getByText('token', { exact: true })).toHaveCount(0);

    // The port was fixed at install: shown read-only; the GPU switch changes.
    await settings.getByRole('button', { name: 'Edit settings' }).click();
    await expect(settings.getByLabel('Port')).toBeDisabled();
    await expect(
      settings.getByText('Modification not supported: set when the app was installed.'),
    ).toBeVisible();
    await expect(
      settings.getByText('Setting changes take up to 10 minutes to apply.'),
    ).toBeVisible();
    await settings.getByLabel('Use the GPU').click();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText('settings changed: Use the GPU')).toBeVisible();

    // The server refuses a new port all the same.
    const appId = /\/devices\/apps\/(\d+)$/.exec(page.url())![1];
    const token = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('zc.session')!).token as string,
    );
    const refused = await page.request.put(`/api/cim/v1/apps/${appId}/config`, {
      data: { config: { port: 9999 } },
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'zh' },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'modification_not_supported',
      msg: '不支持修改。',
    });

    // Sharing applies at once, so it promises no delay.
    const sharing = card(page, 'Sharing');
    await expect(sharing.getByLabel('Price per hour')).toBeVisible();
    await expect(sharing.getByText('Setting changes take up to 10 minutes to apply.')).toHaveCount(
      0,
    );

    // In Chinese: the schema's Chinese titles, the read-only field's note.
    await page.goto(`/devices/apps/${appId}?lang=zh`);
    const chinese = card(page, '设置');
    await expect(chinese.getByText('访问令牌')).toBeVisible();
    await chinese.getByRole('button', { name: '修改设置' }).click();
    await expect(chinese.getByText('不支持修改：该项在安装应用时设定。')).toBeVisible();
    await expect(chinese.getByText('设置更改最多需要 10 分钟生效。')).toBeVisible();

    // The device: its location dialog says it too, and a stop shows "Shutting down".
    await page.goto(`/devices?lang=en`);
    await page.getByText(boxName).first().click();
    await expect(page).toHaveURL(/\/devices\/details\?id=\d+$/);
    await page.getByRole('button', { name: 'Edit location' }).click();
    const location = page.getByRole('dialog', { name: 'Device location' });
    await expect(
      location.getByText('Setting changes take up to 10 minutes to apply.'),
    ).toBeVisible();
    await location.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(page.getByText('Shutting down').first()).toBeVisible({ timeout: 30_000 });
  } finally {
    simulator.stop();
  }
});

test('an agent error shows translated by its code, with the agent words as its detail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNew(page, 'agenterr');
  const simulator = await simulateDevices(1, uniqueName('e2eerr'), {
    failureRate: 1,
    failureCode: 'gpu_unavailable',
  });
  try {
    const [deviceId] = simulator.deviceIds;
    await bindDevice(page, deviceId);
    await installJupyter(page, new RegExp(`BOX ${deviceId.slice(-4)}$`));
    await expect(page.getByText('Jupyter Lab could not be installed')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Install failed: the GPU is not available')).toBeVisible();
    await expect(
      page.getByText('The device said: install failed on the box (simulated gpu_unavailable)'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Open the app page' }).click();
    await expect(page).toHaveURL(/\/devices\/apps\/\d+$/);
    const activity = card(page, 'Activity');
    await expect(activity.getByText('Install failed: the GPU is not available')).toBeVisible();
    await expect(
      activity.getByText('The device said: install failed on the box (simulated gpu_unavailable)'),
    ).toBeVisible();

    await page.goto(`${new URL(page.url()).pathname}?lang=zh`);
    await expect(page.getByText('安装失败：GPU 不可用')).toBeVisible();
    await expect(
      page.getByText('设备报告：install failed on the box (simulated gpu_unavailable)'),
    ).toBeVisible();
  } finally {
    simulator.stop();
  }
});
