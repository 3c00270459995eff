// @ts-check
// The build's page headings (node's runner, no vitest: `npm run lint` runs them).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { routeHeadings } from './routeChunks.js';

/** A frontend folder whose page table has one page titled `title` (its catalogs: en, zh). */
function rootWith(title) {
  const root = mkdtempSync(path.join(tmpdir(), 'headings-'));
  const files = {
    'src/config/pages.json': {
      pages: {
        '/wallet': {
          layout: 'shell',
          title: 'wallet.pageTitle',
          heading: true,
          catalogs: ['wallet'],
        },
        '/wallet/pay': { layout: 'shell', title: 'wallet.pay.pageTitle', catalogs: ['wallet'] },
      },
      layoutCatalogs: { shell: [] },
    },
    'src/i18n/core/en.json': {},
    'src/i18n/core/zh.json': {},
    'src/features/wallet/i18n/en.json': { 'wallet.pageTitle': title },
    'src/features/wallet/i18n/zh.json': { 'wallet.pageTitle': '钱包' },
  };
  for (const [file, json] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(json));
  }
  return root;
}

test('a page whose h1 is its title gets that title in each language, and only such a page', () => {
  assert.deepEqual(routeHeadings({ root: rootWith('Wallet') }), {
    '/wallet': { en: 'Wallet', zh: '钱包' },
  });
});

test('the build refuses a heading it could not draw as it is', () => {
  assert.throws(
    () => routeHeadings({ root: rootWith('Wallet of {name}') }),
    /\/wallet has no plain title/,
  );
});

test("the app's own table finds every heading it asks for", () => {
  const root = path.dirname(fileURLToPath(import.meta.url));
  assert.deepEqual(routeHeadings({ root })['/wallet'], { en: 'Wallet', zh: '钱包' });
});
