import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

import { PERSONAS, storageStatePath } from './personas';
import { DEMO_PASSWORD } from './support';

// What the page check's Tab walk (keyboard.ts) cannot see: the shell's drawer at 375 px, a
// dialog and a form, used with the keyboard alone.

const PHONE = { width: 375, height: 812 };

async function phoneAs(browser: Browser, name: string): Promise<Page> {
  const persona = PERSONAS.find((candidate) => candidate.name === name)!;
  const context = await browser.newContext({
    viewport: PHONE,
    reducedMotion: 'reduce',
    storageState: storageStatePath(persona),
  });
  return context.newPage();
}

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} never took focus by Tab`);
}

/** Focus is in `container`, or on the frame around it alone (antd focuses a drawer's frame). */
const focusIn = (container: Locator) =>
  container.evaluate((element) => {
    const active = document.activeElement!;
    return element.contains(active) || (active.contains(element) && active !== document.body);
  });

test('the drawer at 375 px opens, leads to a page and closes by keyboard, giving focus back', async ({
  browser,
}) => {
  const page = await phoneAs(browser, 'alice');
  await page.goto('/devices');
  const opener = page.getByRole('button', { name: 'Open navigation' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect.poll(() => focusIn(drawer)).toBe(true);

  // Escape closes it and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // The menu, reached by Tab, moves by arrow keys: a group opens with Enter, then an entry
  // opens its page and the drawer closes.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('menu'));
  const wallet = drawer.getByRole('menuitem', { name: 'Wallet' });
  await expect(wallet).toBeVisible();
  // Twice round at most: the arrow wraps from the last entry to the first.
  const presses = 2 * (await drawer.getByRole('menuitem').count());
  for (
    let index = 0;
    index < presses && !(await wallet.evaluate((e) => e === document.activeElement));
    index += 1
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wallet).toBeFocused();
  await page.keyboard.press('Enter');
  // The arrow moves to the group's first entry once the group has opened.
  const walletPage = drawer.getByRole('link', { name: 'Wallet', exact: true });
  await expect(walletPage).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(walletPage).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(drawer).toBeHidden();
});

test('a dialog opens, keeps focus while open and closes by keyboard, giving focus back', async ({
  browser,
}) => {
  const page = await phoneAs(browser, 'alice');
  await page.goto('/friends');
  const opener = page.getByRole('button', { name: 'Add friend' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a friend' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIn(dialog)).toBe(true);
  for (let index = 0; index < 8; index += 1) {
    await page.keyboard.press('Tab');
    // Past its last control back to its first, never the page behind it or the browser's.
    expect(await focusIn(dialog), 'Tab stays in the open dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the rent dialog keeps focus while open and gives it back when closed', async ({
  browser,
}) => {
  const page = await phoneAs(browser, 'alice');
  const answer = await page.request.get('/api/rmp/v1/market/applications?sort=price');
  const listings: { id: number; provider_name: string; busy: boolean }[] = (await answer.json())
    .data.items;
  const other = listings.find((listing) => !listing.busy && listing.provider_name !== 'Alice')!;
  await page.goto(`/market/details?id=${other.id}`);
  const opener = page.getByRole('button', { name: 'Rent', exact: true });
  await tabTo(page, opener, 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIn(dialog)).toBe(true);
  for (let index = 0; index < 10; index += 1) {
    await page.keyboard.press(index % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusIn(dialog), 'Tab stays in the open dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a form is filled in and sent by keyboard', async ({ browser }) => {
  const page = await phoneAs(browser, 'visitor');
  await page.goto('/auth/signin');
  await tabTo(page, page.getByLabel('Account'));
  await page.keyboard.type('alice');
  await tabTo(page, page.getByRole('textbox', { name: 'Password' }), 3);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app$/);
});
