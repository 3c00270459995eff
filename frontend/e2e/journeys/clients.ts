import {
  devices,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

/** A browser a journey runs in: a desktop's, or a real phone's (its user agent, screen and touch). */
export interface Client {
  name: 'desktop' | 'phone';
  phone: boolean;
  options: BrowserContextOptions;
}

/** A device descriptor without its browser type (every journey runs in Chromium). */
function descriptor(name: string): BrowserContextOptions {
  const { defaultBrowserType: _browser, ...options } = devices[name];
  return options;
}

export const DESKTOP: Client = {
  name: 'desktop',
  phone: false,
  options: descriptor('Desktop Chrome'),
};
export const PHONE: Client = { name: 'phone', phone: true, options: descriptor('Pixel 7') };
/** Every journey runs once on each. */
export const CLIENTS: readonly Client[] = [DESKTOP, PHONE];

/** A page in a browser of its own (no sign-in shared with another), as `client`. */
export async function openPage(browser: Browser, client: Client): Promise<Page> {
  return (await browser.newContext(client.options)).newPage();
}

/**
 * Follows the console's menu to `entry`, in its `group` when given (opened unless it is): the
 * side menu, or on a phone the drawer it opens.
 */
export async function openMenu(
  page: Page,
  client: Client,
  entry: string,
  group?: string,
): Promise<void> {
  if (client.phone) await openNavigation(page);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const link = menu.getByRole('link', { name: entry, exact: true });
  if (group && !(await link.isVisible())) await menu.getByRole('menuitem', { name: group }).click();
  await link.click();
}

/**
 * Opens the phone's navigation drawer. A click that lands while the console is still drawing
 * itself again (after an identity switch reloads it) opens nothing, so it is clicked until the
 * drawer shows.
 */
export async function openNavigation(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(async () => {
    if (!(await menu.isVisible()))
      await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Nothing on the page is wider than the phone's screen. */
export async function expectFits(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** An amount shown as "1,234.56 coins" (or "-1,234.56", "about …"), in cents, without its sign. */
export async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}
