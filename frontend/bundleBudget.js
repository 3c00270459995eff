// @ts-check
import { gzipSync } from 'node:zlib';

import { LOCALES, onProcessAssets } from './webpackAssets.js';

/**
 * @typedef {object} PageBudget
 * @property {string} page the path, for the report
 * @property {string[]} chunks the named chunk groups the page loads besides the entry;
 *   `{locale}` stands for each language (the larger one counts)
 * @property {number} kib the most gzip KiB of JavaScript it may load
 */

/**
 * Prints the gzip size of the JavaScript each listed page loads (the entries, its lazy
 * chunks and its catalogs in the active language) and fails the build above a budget.
 */
export class BundleBudgetPlugin {
  /** @param {{ entries: string[], pages: PageBudget[] }} options */
  constructor({ entries, pages }) {
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
    const jsOf = (/** @type {string} */ name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`BundleBudgetPlugin: no chunk named "${name}"`);
      return group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
    };
    const lines = ['First page JavaScript (gzip):'];
    for (const { page, chunks, kib } of this.pages) {
      const bytes = Math.max(
        ...LOCALES.map((locale) => {
          const names = [...this.entries, ...chunks.map((c) => c.replace('{locale}', locale))];
          const files = new Set(names.flatMap(jsOf));
          return [...files].reduce((sum, file) => sum + sizeOf(file), 0);
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
