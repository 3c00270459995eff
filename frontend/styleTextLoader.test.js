// @ts-check
// The loader that writes antd's style elements as text (node's runner: `npm run lint`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { test } from 'node:test';

import styleTextLoader from './styleTextLoader.js';

/** @param {string} module a file under node_modules */
const installed = (module) => fileURLToPath(new URL(`node_modules/${module}`, import.meta.url));

/** @param {string} file */
function load(file) {
  const context = /** @type {import('webpack').LoaderContext<unknown>} */ (
    /** @type {unknown} */ ({ resourcePath: file })
  );
  return styleTextLoader.call(context, readFileSync(file, 'utf8'));
}

test('the installed rc-util and icons write their style elements as text', () => {
  for (const file of [
    installed('@rc-component/util/es/Dom/dynamicCSS.js'),
    installed('@ant-design/icons/es/cssUtils.js'),
  ]) {
    const patched = load(file);
    assert.doesNotMatch(patched, /\.innerHTML/);
    assert.match(patched, /\.textContent = css/);
  }
});

test('a module that no longer writes innerHTML fails the build, naming itself', () => {
  const context = /** @type {import('webpack').LoaderContext<unknown>} */ (
    /** @type {unknown} */ ({ resourcePath: '/x/dynamicCSS.js' })
  );
  assert.throws(
    () => styleTextLoader.call(context, 'node.textContent = css;'),
    /\/x\/dynamicCSS\.js no longer writes innerHTML/,
  );
});
