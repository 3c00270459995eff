import { expect, test, type Page } from '@playwright/test';

import { DEMO_PASSWORD, manage, signInWithPassword, signUpNew, signedIn } from './support';

/** Picks `option` in the antd select labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByTitle(option, { exact: true }).click();
}

async function goToPage2(page: Page) {
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
}

/** The page's query, as a plain object. */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Waits for the page titled `title`: after a link the address may change before the next page
 * is drawn (docs/testing-suites.md), and the lists share their labels ("Status", "Sort") and
 * some of their names.
 */
const onPage = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

// The lists as `seed_lists` makes them (26 rows each): the even boxes are online and their
// apps running, the rows made in number order.
const LISTS = {
  apps: { query: { status: 'running', sort: 'oldest', page: '2' }, onPage2: 'Box 22' },
  devices: { query: { status: 'online', sort: 'name', page: '2' }, onPage2: 'Box 26' },
  friends: { query: { search: 'pal', sort: 'name', page: '2' }, onPage2: '-pal-11' },
} as const;

async function expectApps(page: Page) {
  await expect(page).toHaveURL(/\/app\?/);
  await onPage(page, 'My apps');
  expect(queryOf(page)).toEqual(LISTS.apps.query);
  await expect(page.getByRole('cell', { name: LISTS.apps.onPage2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Box 02' })).toHaveCount(0);
}

async function expectDevices(page: Page) {
  await expect(page).toHaveURL(/\/devices\?/);
  await onPage(page, 'My devices');
  expect(queryOf(page)).toEqual(LISTS.devices.query);
  await expect(page.getByText(LISTS.devices.onPage2, { exact: true })).toBeVisible();
  await expect(page.getByText('Box 02', { exact: true })).toHaveCount(0);
}

async function expectFriends(page: Page, name: string) {
  await expect(page).toHaveURL(/\/friends\?/);
  await onPage(page, 'Friends');
  expect(queryOf(page)).toEqual(LISTS.friends.query);
  await expect(page.getByRole('searchbox', { name: 'Search by name or alias' })).toHaveValue('pal');
  await expect(page.getByText(`${name}${LISTS.friends.onPage2}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${name}-pal-01`, { exact: true })).toHaveCount(0);
}

test('the apps, devices and friends lists keep their filters, sort and page; the next person starts clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = await signUpNew(page, 'keeper');
  await manage('seed_lists', name, '26');

  await page.goto('/app');
  await pick(page, 'Status', 'Running');
  await pick(page, 'Sort', 'Oldest first');
  await goToPage2(page);
  await expectApps(page);

  await nav(page).getByRole('link', { name: 'My devices' }).click();
  await expect(page).toHaveURL(/\/devices$/);
  await onPage(page, 'My devices');
  await pick(page, 'Status', 'Online');
  await pick(page, 'Sort', 'By name');
  await goToPage2(page);
  await expectDevices(page);

  await nav(page).getByRole('link', { name: 'Friends' }).click();
  await expect(page).toHaveURL(/\/friends$/);
  await onPage(page, 'Friends');
  await page.getByRole('searchbox', { name: 'Search by name or alias' }).fill('pal');
  await page.getByRole('searchbox', { name: 'Search by name or alias' }).press('Enter');
  await pick(page, 'Sort', 'By name');
  await goToPage2(page);
  await expectFriends(page, name);

  // A reload keeps the list, and so does opening each one again from the menu.
  await page.reload();
  await expectFriends(page, name);
  await nav(page).getByRole('link', { name: 'My devices' }).click();
  await expectDevices(page);
  await page.getByRole('link', { name: 'Z Compute' }).first().click();
  await expectApps(page);
  await nav(page).getByRole('link', { name: 'Friends' }).click();
  await expectFriends(page, name);

  // A link with its own query wins over the kept state, which follows it.
  await page.goto('/devices?status=offline');
  await expect(page.getByText('Box 25', { exact: true })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Friends' }).click();
  await nav(page).getByRole('link', { name: 'My devices' }).click();
  await expect(page).toHaveURL(/\/devices\?status=offline$/);

  // A page that no longer exists falls back to the last one (newest first: the oldest box).
  await page.goto('/devices?status=online&page=9');
  await expect(page).toHaveURL(/\/devices\?status=online&page=2$/);
  await expect(page.getByText('Box 02', { exact: true })).toBeVisible();

  // Signing out forgets them: alice, on this browser next, sees her lists as they come.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  const kept = await page.evaluate(() =>
    ['zc.apps', 'zc.devices', 'zc.friends'].map((key) => localStorage.getItem(key)),
  );
  expect(kept).toEqual([null, null, null]);
  await signInWithPassword(page, 'alice', DEMO_PASSWORD);
  await expect(page.getByText("alice's Z-BOX").first()).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/app');
  await nav(page).getByRole('link', { name: 'My devices' }).click();
  // The page check's setup installs apps on her box: /app names it on each of their rows.
  await expect(page).toHaveURL(/\/devices$/);
  await onPage(page, 'My devices');
  await expect(page.getByText("alice's Z-BOX")).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await nav(page).getByRole('link', { name: 'Friends' }).click();
  await expect(page).toHaveURL(/\/friends$/);
  await expect(page.getByRole('row', { name: /\bdave\b/ })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('the current company survives a reload', async ({ page }) => {
  await signedIn(page, 'bob');
  await page.goto('/app');
  await page.getByRole('button', { name: 'Switch identity: bob' }).click();
  await page.getByRole('menuitem', { name: 'Demo Co (Owner)' }).click();
  const asCompany = page.getByRole('button', { name: 'Switch identity: Demo Co (Owner)' });
  await expect(asCompany).toBeVisible();

  // Its pages with it: the owner's member picker (kept as `?member=`, see the page's tests).
  await page.goto('/company/allocate');
  await expect(page.getByText('Allocated to carol', { exact: true })).toBeVisible();
  await page.reload();
  await expect(asCompany).toBeVisible();
  await expect(page.getByText('Allocated to carol', { exact: true })).toBeVisible();
});
