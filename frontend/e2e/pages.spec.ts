import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

import { formatDocumentTitle } from '../src/app/root/title';
import type { PagePath } from '../src/config/pageTable';
import { CORE_CATALOG_DIR } from '../src/i18n/catalogLayout';

import { pointerOnlyControls, tabWalk } from './keyboard';
import { PERSONAS, SAMPLES_PATH, storageStatePath, type Persona } from './personas';
import { pageLoads, visible, type PageLoad, type Samples } from './samples';
import { cspRefusals } from './support';

// DECISIONS.md item 3: every built page of the page table, once per persona allowed to open
// it, on a 375x812 phone: its real content, one h1, no sideways scroll, no axe-core
// violation, and every stop of the keyboard visible and marked.

const PHONE = { width: 375, height: 812 };
// Evaluated rather than added as a <script>, which the Content-Security-Policy refuses inline.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** How many pages are loaded again in Chinese: those with the most text in English. */
const OTHER_LANGUAGE_PAGES = 10;
/** A failure shown in place of the page's content: antd's, the error screens, a refusal. */
const FAILURE = '.ant-result-error, [data-error-screen], [data-status="forbidden"]';

interface PageRow {
  path: PagePath;
  public: boolean;
  userTypes: string[];
  /** Its title's message id. */
  title?: string;
  /** Its `h1` is its title (the server draws it before the code). */
  heading?: boolean;
  /** Built: it renders its component (`view`) or forwards (`forward`). */
  view?: string;
  forward?: string;
}

const BUILT_PAGES = Object.entries(
  (
    JSON.parse(readFileSync(new URL('../src/config/pages.json', import.meta.url), 'utf8')) as {
      pages: Record<string, Omit<PageRow, 'path'>>;
    }
  ).pages,
)
  .map(([path, row]) => ({ ...row, path: path as PagePath }))
  .filter((row) => row.view !== undefined || row.forward !== undefined);

const mayOpen = (persona: Persona, row: PageRow) =>
  persona.userType === null ? row.public : row.userTypes.includes(persona.userType);

/**
 * Who walks each page with the keyboard: one persona per page (its controls are the same for
 * each), spread evenly over the personas, who load side by side.
 */
const WALKER = (() => {
  const walks = new Map<Persona, number>(PERSONAS.map((persona) => [persona, 0]));
  const walker = new Map<string, Persona>();
  for (const row of BUILT_PAGES) {
    const [fewest] = PERSONAS.filter((persona) => mayOpen(persona, row)).sort(
      (a, b) => walks.get(a)! - walks.get(b)!,
    );
    walker.set(row.path, fewest);
    walks.set(fewest, walks.get(fewest)! + 1);
  }
  return walker;
})();

interface Visit extends PageLoad {
  /** Tab through it too (see `WALKER`). */
  walk: boolean;
  /** Its title's message id, from the page table. */
  title?: string;
  heading?: boolean;
}

/** Every load of the pages `persona` may open. */
function visitsOf(samples: Samples, persona: Persona): Visit[] {
  const sampled = pageLoads(samples, persona);
  return BUILT_PAGES.filter((row) => mayOpen(persona, row)).flatMap((row) => {
    const loads = sampled[row.path] ?? [{ url: row.path }];
    for (const { url } of loads) {
      expect(url, `${row.path} needs a sample in pageLoads (samples.ts)`).not.toContain(':');
    }
    return loads.map((load) => ({
      ...load,
      walk: WALKER.get(row.path) === persona,
      title: row.title,
      heading: row.heading,
    }));
  });
}

interface Loaded {
  persona: Persona;
  load: Visit;
  /** The length of the page's text, to pick the pages checked in the other language. */
  textLength: number;
}

type Locale = 'en-US' | 'zh-CN';

/** Every catalog of a language merged: the core's and each feature's. */
function catalog(language: 'en' | 'zh'): Record<string, string> {
  const features = new URL('../src/features/', import.meta.url);
  const files = [
    new URL(`../${CORE_CATALOG_DIR}/${language}.json`, import.meta.url),
    ...readdirSync(features)
      .map((name) => new URL(`${name}/i18n/${language}.json`, features))
      .filter(existsSync),
  ];
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8'))));
}
const CATALOGS: Record<Locale, Record<string, string>> = {
  'en-US': catalog('en'),
  'zh-CN': catalog('zh'),
};

/** The document title the page sets once it is drawn. */
function documentTitle(load: Visit, locale: Locale): string | undefined {
  const messages = CATALOGS[locale];
  return load.title && formatDocumentTitle(messages[load.title], messages['app.title']!);
}

/**
 * Opens the page as the app's own links do (the router, no reload) once the tab has the app:
 * loading the whole app again for each of some 200 pages was most of the check's time. It is
 * drawn when the document has its title; a page whose title the tab already has, one without
 * a title (a forward) and one the router does not draw within 5 s are loaded afresh.
 */
async function open(page: Page, load: Visit, locale: Locale) {
  const title = documentTitle(load, locale);
  if (!title || load.once || page.url() === 'about:blank' || (await page.title()) === title) {
    await page.goto(load.url);
    return;
  }
  await page.evaluate((url) => {
    delete (window as unknown as { quietSince?: number }).quietSince;
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, load.url);
  try {
    await expect(page).toHaveTitle(title, { timeout: 5_000 });
  } catch {
    await page.goto(load.url);
  }
}

/** antd's Spin and the overlay of `GlobalLoading` say `aria-busy` while they spin. */
const BUSY = '.ant-skeleton-active, [aria-busy="true"]';
/** How long nothing may spin before the page counts as drawn. */
const QUIET_MS = 300;

/**
 * Waits until nothing has spun for `QUIET_MS`: a card's own read starts only once its page's
 * has answered, so its skeleton comes after the page's went.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    ({ busy, quietMs }) => {
      const clock = window as unknown as { quietSince?: number };
      if (document.querySelector(busy)) {
        clock.quietSince = undefined;
        return false;
      }
      clock.quietSince ??= performance.now();
      return performance.now() - clock.quietSince >= quietMs;
    },
    { busy: BUSY, quietMs: QUIET_MS },
    { polling: 100, timeout: 10_000 },
  );
}

/** Loads the page once and checks it there; answers the length of its text. */
async function checkPage(page: Page, label: string, load: Visit, locale: Locale) {
  await open(page, load, locale);
  try {
    // Its content first: right after the load nothing is drawn yet, so no skeleton either.
    await (load.shows ?? visible('h1'))(page);
    await settled(page);
    if (!load.failure) await expect(page.locator(FAILURE)).toHaveCount(0);
  } catch (error) {
    expect.soft(String(error), `${label}: shows its content`).toBe('');
  }
  await expect.soft(page.locator('h1'), `${label}: one h1`).toHaveCount(1);
  if (load.heading && load.title && !load.failure) {
    // The heading the server drew before the code (`heading` in the page table).
    await expect
      .soft(page.locator('h1'), `${label}: its h1 is its title`)
      .toHaveText(CATALOGS[locale][load.title]!);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(PHONE.width);

  // The router keeps the window, and axe in it, from one page to the next.
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (options: object) => Promise<AxeResults> };
    };
    // Only the violations are read: leaving the passes out keeps each run short.
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
  });
  expect.soft(violations, `${label}: axe-core violations`).toEqual([]);
  const textLength = await page.evaluate(() => document.body.innerText.length);
  // The keyboard's walk, in one language (the other changes no control).
  if (load.walk && locale === 'en-US') {
    expect
      .soft(await pointerOnlyControls(page), `${label}: clickable without a keyboard`)
      .toEqual([]);
    expect.soft(await tabWalk(page), `${label}: keyboard`).toEqual([]);
  }
  return textLength;
}

/** Loads the pages one after another in one phone-sized tab signed in as `persona`. */
async function checkPages(
  browser: Browser,
  persona: Persona,
  locale: Locale,
  loads: readonly Visit[],
): Promise<Loaded[]> {
  const refused: string[][] = [];
  const done: Loaded[] = [];
  const inTab = async (batch: readonly Visit[]) => {
    const context = await browser.newContext({
      viewport: PHONE,
      reducedMotion: 'reduce',
      locale,
      storageState: storageStatePath(persona),
    });
    const page = await context.newPage();
    refused.push(cspRefusals(page));
    for (const load of batch) {
      const label = `${persona.name} ${load.url}${locale === 'en-US' ? '' : ` (${locale})`}`;

      await test.step(label, async () => {
        done.push({ persona, load, textLength: await checkPage(page, label, load, locale) });
      });
    }
    await context.close();
  };
  const shared = loads.filter((load) => !load.once);
  if (shared.length > 0) await inTab(shared);
  // A page that signs someone in or out keeps that to its own tab.
  for (const load of loads.filter((load) => load.once)) await inTab([load]);
  expect
    .soft(refused.flat(), `${persona.name}: nothing refused by the Content-Security-Policy`)
    .toEqual([]);
  return done;
}

test('every built page fits a 375 px phone, accessible by keyboard and screen reader', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const samples = JSON.parse(readFileSync(SAMPLES_PATH, 'utf8')) as Samples;
  // The personas' tabs load side by side.
  const loaded = (
    await Promise.all(
      PERSONAS.map((persona) => checkPages(browser, persona, 'en-US', visitsOf(samples, persona))),
    )
  ).flat();

  const longest = loaded
    .filter(({ load }) => !load.once)
    .sort((a, b) => b.textLength - a.textLength)
    .slice(0, OTHER_LANGUAGE_PAGES);
  await Promise.all(
    PERSONAS.map((persona) =>
      checkPages(
        browser,
        persona,
        'zh-CN',
        longest.filter((entry) => entry.persona === persona).map((entry) => entry.load),
      ),
    ),
  );
});
