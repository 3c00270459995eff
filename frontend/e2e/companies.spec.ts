import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  bindDevice,
  DEMO_PASSWORD,
  linkPath,
  outboxBody,
  outboxNewest,
  signedIn,
  simulateDevices,
  uniqueName,
} from './support';

/** `account` signed in, in a browser of their own. */
async function browserOf(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, account);
  return page;
}

/** Switches the person to `company` from the identity switcher in the header. */
async function switchTo(page: Page, person: string, company: string) {
  await page.goto('/app');
  await page.getByRole('button', { name: `Switch identity: ${person}` }).click();
  await page.getByRole('menuitem', { name: `${company} (Member)` }).click();
  await expect(
    page.getByRole('button', { name: `Switch identity: ${company} (Member)` }),
  ).toBeVisible();
}

test('a company: bob creates it, invites carol, binds a box, installs and allocates an app; carol sees only that app; deleting waits for the box', async ({
  browser,
}) => {
  test.setTimeout(240_000); // a box registers, installs and starts the app
  const company = uniqueName('Journey Co ');
  const bob = await browserOf(browser, 'bob');

  // bob creates the company on his hub and switches to it.
  await bob.goto('/history');
  await bob.getByRole('button', { name: 'Create a company' }).click();
  const create = bob.getByRole('dialog', { name: 'Create a company' });
  await create.getByLabel('Company name').fill(company);
  await create.getByRole('button', { name: 'Create' }).click();
  await bob.getByRole('button', { name: 'Switch now' }).click();
  await expect(
    bob.getByRole('button', { name: new RegExp(`Switch identity: ${company}`) }),
  ).toBeVisible();

  // He invites carol by e-mail; the link arrives in her mail (the console outbox).
  const before = await outboxNewest('carol@demo.local');
  await bob.goto('/company');
  await bob.getByLabel('E-mail address or phone number').fill('carol@demo.local');
  await bob.getByRole('button', { name: 'Send invitation' }).click();
  const mail = await outboxBody('carol@demo.local', before);
  expect(mail).toContain(company);

  // carol opens the link and joins.
  const carol = await browserOf(browser, 'carol');
  await carol.goto(linkPath(mail));
  await expect(carol.getByText(`bob invites you to join ${company}.`)).toBeVisible();
  await carol.getByRole('button', { name: 'Join the company' }).click();
  await expect(carol.getByText(`You are a member of ${company}.`)).toBeVisible();

  // bob binds a box in the company identity and installs an app on it.
  const simulator = await simulateDevices(1, uniqueName('e2eco'));
  try {
    const [deviceId] = simulator.deviceIds;
    const boxName = new RegExp(`BOX ${deviceId.slice(-4)}$`);
    await bindDevice(bob, deviceId);
    const deviceUrl = bob.url();

    await bob.goto('/app-store');
    await bob.getByText('Jupyter Lab').first().click();
    await bob.getByRole('button', { name: 'Install' }).first().click();
    await bob.getByLabel(boxName).check();
    await bob.getByLabel('Access token').fill('company-token-42');
    await bob.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(bob.getByText('Jupyter Lab is running')).toBeVisible({ timeout: 60_000 });

    // He allocates the app to carol.
    await bob.goto('/company/allocate');
    await expect(bob.getByText('Allocated to carol', { exact: true })).toBeVisible();
    await bob.getByRole('button', { name: /^Allocate Jupyter Lab/ }).click();
    await expect(bob.getByText(/Jupyter Lab.* was allocated to carol/)).toBeVisible();

    // carol, in the company identity, sees only that app, and no devices page.
    await switchTo(carol, 'carol', company);
    await carol.goto('/app');
    await expect(carol.getByText('Jupyter Lab').first()).toBeVisible();
    await expect(carol.getByText('Ollama')).toHaveCount(0); // Demo Co's, not this company's
    await carol.goto('/devices');
    await expect(carol).toHaveURL(/\/403/);

    // bob cannot delete the company while the box is bound to it.
    await bob.goto('/company');
    const deleteCompany = async ({ reauthenticate }: { reauthenticate: boolean }) => {
      await bob.getByRole('button', { name: 'Delete the company' }).click();
      const dialog = bob.getByRole('dialog', { name: `Delete ${company}?` });
      await dialog.getByLabel(`Type ${company} to confirm`).fill(company);
      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      if (reauthenticate) {
        // Deleting is sensitive: bob confirms it is him once, then the window stays open.
        const reauth = bob.getByRole('dialog', { name: "Confirm it's you" });
        await reauth.getByLabel('Password').fill(DEMO_PASSWORD);
        await reauth.getByRole('button', { name: 'Confirm' }).click();
      }
    };
    await deleteCompany({ reauthenticate: true });
    await expect(
      bob.getByText('The company still holds these. Unbind them, then delete it:'),
    ).toBeVisible();
    await expect(bob.getByText(boxName).first()).toBeVisible();

    // Unbound, it goes; bob is back in his personal identity.
    await bob.goto(deviceUrl);
    await bob.getByRole('button', { name: 'Unbind' }).click();
    await bob.getByRole('dialog').getByRole('button', { name: 'Unbind' }).click();
    await expect(bob).toHaveURL(/\/devices$/);
    await bob.goto('/company');
    await deleteCompany({ reauthenticate: false });
    await expect(bob.getByText(`${company} was deleted`)).toBeVisible();
    await expect(bob.getByRole('button', { name: /^Switch identity: bob$/ })).toBeVisible();
  } finally {
    simulator.stop();
  }
});
