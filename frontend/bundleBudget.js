// @ts-check
import { gzipSync } from 'node:zlib';

import { routeFiles } from './routeChunks.js';
import { LOCALES, onProcessAssets } from './webpackAssets.js';

/**
 * @typedef {object} PageBudget
 * @property {string} page the page table's path
 * @property {number} kib the most gzip KiB of JavaScript it may load (the larger language counts)
 */

/**
 * Prints the gzip size of the JavaScript each listed page loads (the entries, and the files
 * `routeFiles` finds for it: its frame, its chunks and its catalogs in the active language)
 * and fails the build above a budget.
 */
export class BundleBudgetPlugin {
  /** @param {{ root: string, entries: string[], pages: PageBudget[] }} options */
  constructor({ root, entries, pages }) {
    this.root = root;
    this.entries = entries;
    this.pages = pages;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    onProcessAssets(compiler, 'BundleBudgetPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation) =>
      this.check(compilation),
    );
  }

  /** @param {import('webpack').Compilation} compilation */
  check(compilation) {
    /** @type {Map<string, number>} */
    const gzipped = new Map();
    const sizeOf = (/** @type {string} */ file) => {
      if (!gzipped.has(file)) {
        const asset = compilation.getAsset(file);
        gzipped.set(file, asset ? gzipSync(asset.source.buffer()).length : 0);
      }
      return gzipped.get(file) ?? 0;
    };
    const entryFiles = this.entries.flatMap((entry) =>
      (compilation.entrypoints.get(entry)?.chunks ?? []).flatMap((chunk) => [...chunk.files]),
    );
    const routes = routeFiles(compilation, { root: this.root, entries: this.entries });
    const lines = ['First page JavaScript (gzip):'];
    for (const { page, kib } of this.pages) {
      const route = routes[page];
      if (!route) throw new Error(`BundleBudgetPlugin: the page table has no built page ${page}`);
      const bytes = Math.max(
        ...LOCALES.map((locale) => {
          const files = new Set([...entryFiles, ...(route.code ?? []), ...(route[locale] ?? [])]);
          return [...files]
            .filter((file) => file.endsWith('.js'))
            .reduce((sum, file) => sum + sizeOf(file), 0);
        }),
      );
      const measured = `${(bytes / 1024).toFixed(1)} KiB`;
      lines.push(`  ${page.padEnd(14)} ${measured.padStart(10)}  (budget ${kib} KiB)`);
      if (bytes > kib * 1024) {
        compilation.errors.push(
          new compilation.compiler.webpack.WebpackError(
            `Bundle budget: ${page} loads ${measured} of gzip JavaScript, over its ${kib} KiB`,
          ),
        );
      }
    }
    console.log(lines.join('\n'));
  }
}
