import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

import type { PagePath } from '../src/config/pageTable';

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
}

/** Every load of the pages `persona` may open. */
function visitsOf(samples: Samples, persona: Persona): Visit[] {
  const sampled = pageLoads(samples, persona);
  return BUILT_PAGES.filter((row) => mayOpen(persona, row)).flatMap((row) => {
    const loads = sampled[row.path] ?? [{ url: row.path }];
    for (const { url } of loads) {
      expect(url, `${row.path} needs a sample in pageLoads (samples.ts)`).not.toContain(':');
    }
    return loads.map((load) => ({ ...load, walk: WALKER.get(row.path) === persona }));
  });
}

interface Loaded {
  persona: Persona;
  load: Visit;
  /** The length of the page's text, to pick the pages checked in the other language. */
  textLength: number;
}

type Locale = 'en-US' | 'zh-CN';

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
  await page.goto(load.url);
  try {
    // Its content first: right after the load nothing is drawn yet, so no skeleton either.
    await (load.shows ?? visible('h1'))(page);
    await settled(page);
    if (!load.failure) await expect(page.locator(FAILURE)).toHaveCount(0);
  } catch (error) {
    expect.soft(String(error), `${label}: shows its content`).toBe('');
  }
  await expect.soft(page.locator('h1'), `${label}: one h1`).toHaveCount(1);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(PHONE.width);

  await page.evaluate(AXE_SOURCE);
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
