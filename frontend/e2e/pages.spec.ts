import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

import { PERSONAS, SAMPLES_PATH, storageStatePath, type Persona, type Samples } from './personas';
import { cspRefusals } from './support';

// DECISIONS.md item 3: every built page of the page table, once per persona allowed to open
// it, on a 375x812 phone: no sideways scroll and no serious or critical axe-core violation.

const PHONE = { width: 375, height: 812 };
// Evaluated rather than added as a <script>, which the Content-Security-Policy refuses inline.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** How many pages are loaded again in Chinese: those with the most text in English. */
const OTHER_LANGUAGE_PAGES = 10;

interface PageRow {
  path: string;
  public: boolean;
  userTypes: string[];
  built: boolean;
}

const BUILT_PAGES = (
  JSON.parse(readFileSync(new URL('../src/config/pages.json', import.meta.url), 'utf8')) as {
    pages: PageRow[];
  }
).pages.filter((row) => row.built);

function pagesFor(persona: Persona): PageRow[] {
  const { userType } = persona;
  return BUILT_PAGES.filter((row) =>
    userType === null ? row.public : row.userTypes.includes(userType),
  );
}

/**
 * Where each page that needs an id (or a query) is loaded, with rows the persona may see (a
 * company's for its owner and member); a new `:id` page adds its line.
 */
function sampleUrls(samples: Samples, persona: Persona): Record<string, string> {
  const company = persona.company !== undefined;
  const device = company ? samples.companyDevice : samples.device;
  const installedApp = company ? samples.companyApp : samples.installedApp;
  return {
    '/app-store/:id': `/app-store/${samples.storeApp}`,
    '/app-store/:id/config': `/app-store/${samples.storeApp}/config`,
    '/devices/details': `/devices/details?id=${device}`,
    '/devices/apps/:id': `/devices/apps/${installedApp}`,
    '/app/:id': `/app/${installedApp}`,
    '/my-apps/ai-compute/:id': `/my-apps/ai-compute/${installedApp}`,
  };
}

interface Load {
  persona: Persona;
  url: string;
  /** The length of the page's text, to pick the pages checked in the other language. */
  textLength: number;
}

/** Loads `url` once and checks it there; answers the length of its text. */
async function checkPage(page: Page, label: string, url: string): Promise<number> {
  await page.goto(url);
  await expect.soft(page.locator('h1'), `${label}: one h1`).toHaveCount(1);
  // antd's Spin and the overlay of `GlobalLoading` say `aria-busy` while they spin.
  await expect(page.locator('.ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(PHONE.width);

  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (options: object) => Promise<AxeResults> };
    };
    // Only the violations are read: leaving the passes out keeps each run short.
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ` +
          violation.nodes.map((node) => node.target.join(' ')).join(', '),
      );
  });
  expect.soft(violations, `${label}: serious or critical axe-core violations`).toEqual([]);
  return page.evaluate(() => document.body.innerText.length);
}

/** Loads `urls` one after another in one phone-sized tab signed in as `persona`. */
async function checkPages(
  browser: Browser,
  persona: Persona,
  locale: 'en-US' | 'zh-CN',
  urls: readonly string[],
): Promise<Load[]> {
  if (urls.length === 0) return [];
  const context = await browser.newContext({
    viewport: PHONE,
    locale,
    storageState: storageStatePath(persona),
  });
  const page = await context.newPage();
  const refused = cspRefusals(page);
  const loads: Load[] = [];
  for (const url of urls) {
    const label = `${persona.name} ${url}${locale === 'en-US' ? '' : ` (${locale})`}`;
    await test.step(label, async () => {
      loads.push({ persona, url, textLength: await checkPage(page, label, url) });
    });
  }
  expect
    .soft(refused, `${persona.name}: nothing refused by the Content-Security-Policy`)
    .toEqual([]);
  await context.close();
  return loads;
}

test('every built page fits a 375 px phone without serious accessibility faults', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const samples = JSON.parse(readFileSync(SAMPLES_PATH, 'utf8')) as Samples;
  const urlsOf = (persona: Persona) => {
    const urls = sampleUrls(samples, persona);
    return pagesFor(persona).map((row) => {
      const url = urls[row.path] ?? row.path;
      expect(url, `${row.path} needs a sample in sampleUrls`).not.toContain(':');
      return url;
    });
  };
  // The personas' tabs load side by side.
  const loads = (
    await Promise.all(
      PERSONAS.map((persona) => checkPages(browser, persona, 'en-US', urlsOf(persona))),
    )
  ).flat();

  const longest = loads.sort((a, b) => b.textLength - a.textLength).slice(0, OTHER_LANGUAGE_PAGES);
  await Promise.all(
    PERSONAS.map((persona) =>
      checkPages(
        browser,
        persona,
        'zh-CN',
        longest.filter((load) => load.persona === persona).map((load) => load.url),
      ),
    ),
  );
});
