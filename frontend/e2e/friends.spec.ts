import { expect, test, type Browser, type Page } from '@playwright/test';

import { apiSignUp, apiVerify, storeSession } from './support';

/** A new person signed in in a browser of their own, on their home page (my apps). */
async function newPerson(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { name, email, session } = await apiSignUp(page.request, prefix);
  await apiVerify(page.request, email, session);
  await storeSession(page, session);
  await page.goto('/app');
  return { page, name, email, close: () => context.close() };
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a friend request reaches the other person live, is accepted, then gets an alias and a tag', async ({
  browser,
}) => {
  test.setTimeout(120_000); // two people sign up and act in turn
  const ann = await newPerson(browser, 'ann');
  const ben = await newPerson(browser, 'ben');
  await expect(bellOf(ben.page)).toHaveAccessibleName('Notifications');

  // Ann asks Ben by e-mail.
  await ann.page.goto('/friends');
  await ann.page.getByRole('button', { name: 'Add friend' }).click();
  const ask = ann.page.getByRole('dialog', { name: 'Add a friend' });
  await ask.getByLabel('E-mail, phone number or user name').fill(ben.email);
  await ask.getByRole('button', { name: 'Send request' }).click();
  // Asked by e-mail, Ann sees what she typed, not the name behind it, until Ben accepts.
  await expect(ann.page.getByText(`Friend request sent to ${ben.email}`)).toBeVisible();
  await ann.page.goto('/friends?tab=requests');
  const sent = ann.page.getByRole('region', { name: 'Sent' });
  await expect(sent.getByText(ben.email)).toBeVisible();
  await expect(sent.getByText(ben.name, { exact: true })).toHaveCount(0);

  // Ben's badge changes without a reload; the preview leads to the request.
  await expect(bellOf(ben.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bellOf(ben.page).click();
  await ben.page.getByRole('tooltip').getByText(`${ann.name} wants to be your friend.`).click();
  await expect(ben.page).toHaveURL(/\/friends\?tab=requests$/);
  const received = ben.page.getByRole('region', { name: 'Received' });
  await expect(received.getByText(ann.name)).toBeVisible();
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(ben.page.getByText(`You and ${ann.name} are friends now`)).toBeVisible();
  await expect(bellOf(ben.page)).toHaveAccessibleName('Notifications');

  // Ann hears of it live too.
  await expect(bellOf(ann.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bellOf(ann.page).click();
  await expect(
    ann.page.getByRole('tooltip').getByText(`${ben.name} accepted your friend request.`),
  ).toBeVisible();
  await bellOf(ann.page).click();

  // Ann makes a tag, then gives Ben an alias and the tag.
  await ann.page.goto('/friends/tags');
  await ann.page.getByRole('button', { name: 'New tag' }).click();
  const tag = ann.page.getByRole('dialog', { name: 'New tag' });
  await tag.getByLabel('Name').fill('Lab');
  await tag.getByRole('button', { name: 'Save' }).click();
  await expect(ann.page.getByText('Tag created')).toBeVisible();

  await ann.page.goto('/friends');
  await ann.page
    .getByRole('row', { name: new RegExp(ben.name) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = ann.page.getByRole('dialog', { name: `Edit ${ben.name}` });
  await edit.getByLabel('Alias').fill('Bo');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('The alias must be 3-50 characters')).toBeVisible();
  await edit.getByLabel('Alias').fill('Benny');
  await edit.getByLabel('Tags').click();
  await ann.page.locator('.ant-select-item-option').filter({ hasText: 'Lab' }).click();
  await edit.getByText('Alias', { exact: true }).click(); // closes the tag list over the buttons
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(ann.page.getByText('Friend updated')).toBeVisible();
  const row = ann.page.getByRole('row', { name: new RegExp(ben.name) });
  await expect(row.getByText('Benny')).toBeVisible();
  await expect(row.getByText('Lab')).toBeVisible();

  // Kept after a reload.
  await ann.page.reload();
  await expect(ann.page.getByRole('row', { name: /Benny/ })).toBeVisible();

  await ann.close();
  await ben.close();
});
