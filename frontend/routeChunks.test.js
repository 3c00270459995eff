// @ts-check
// What the build draws in the signed-in frame: headings and figures (node's runner, no vitest: `npm run lint` runs them).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { routeFrames } from './routeChunks.js';

/**
 * A frontend folder whose page table has one page titled `title`, with a figure written
 * `figure` (its catalogs: en, zh).
 */
function rootWith(title, figure = '{amount} coins') {
  const root = mkdtempSync(path.join(tmpdir(), 'headings-'));
  const files = {
    'src/config/pages.json': {
      pages: {
        '/wallet': {
          layout: 'shell',
          title: 'wallet.pageTitle',
          heading: true,
          figure: { label: 'wallet.available', text: 'wallet.coins' },
          catalogs: ['wallet'],
        },
        '/wallet/pay': { layout: 'shell', title: 'wallet.pay.pageTitle', catalogs: ['wallet'] },
      },
      layoutCatalogs: { shell: [] },
    },
    'src/i18n/core/en.json': {},
    'src/i18n/core/zh.json': {},
    'src/features/wallet/i18n/en.json': {
      'wallet.pageTitle': title,
      'wallet.available': 'Available',
      'wallet.coins': figure,
    },
    'src/features/wallet/i18n/zh.json': {
      'wallet.pageTitle': '钱包',
      'wallet.available': '可用',
      'wallet.coins': '{amount} 金币',
    },
  };
  for (const [file, json] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(json));
  }
  return root;
}

test('a page whose h1 is its title gets that title, and a page with a figure its texts, in each language', () => {
  assert.deepEqual(routeFrames({ root: rootWith('Wallet') }), {
    '/wallet': {
      heading: { en: 'Wallet', zh: '钱包' },
      figure: {
        en: { label: 'Available', text: '{amount} coins' },
        zh: { label: '可用', text: '{amount} 金币' },
      },
    },
  });
});

test('the build refuses a heading or a figure it could not draw as it is', () => {
  assert.throws(
    () => routeFrames({ root: rootWith('Wallet of {name}') }),
    /\/wallet has no plain title/,
  );
  for (const figure of ['coins', '{amount} coins of {name}', '<b>{amount}</b>']) {
    assert.throws(
      () => routeFrames({ root: rootWith('Wallet', figure) }),
      /\/wallet has no plain figure/,
      figure,
    );
  }
});

test('the build refuses a figure without a heading to draw it under', () => {
  const root = rootWith('Wallet');
  const table = path.join(root, 'src/config/pages.json');
  const pages = JSON.parse(readFileSync(table, 'utf8'));
  delete pages.pages['/wallet'].heading;
  writeFileSync(table, JSON.stringify(pages));
  assert.throws(() => routeFrames({ root }), /\/wallet draws its figure under its heading/);
});

test("the app's own table finds every text it asks for", () => {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const wallet = routeFrames({ root })['/wallet'];
  assert.deepEqual(wallet.heading, { en: 'Wallet', zh: '钱包' });
  assert.deepEqual(wallet.figure?.en, { label: 'Available', text: '{amount} coins' });
});
