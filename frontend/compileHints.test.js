// @ts-check
// The compile hint on built scripts (node's runner, no vitest: `npm run lint` runs them).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import webpack from 'webpack';

import { COMPILE_HINT, CompileHintsPlugin } from './compileHints.js';

/** Builds `files` (entry `index.js`) in production mode with source maps; the output folder. */
function build(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  const output = path.join(root, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './index.js',
    output: { path: output, filename: '[name].[contenthash].js' },
    devtool: 'source-map',
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve(output));
    });
  });
}

test('every built script, lazy chunks too, starts with the hint, and its map still points home', async () => {
  const output = await build({
    'index.js': [
      "import('./later.js').then((later) => later.shout('now'));",
      'import(/* webpackChunkName: "i18n-core-en-json" */ \'./en.json\');',
    ].join('\n'),
    'later.js': '\n\nexport function shout(word) {\n  throw new Error(word.toUpperCase());\n}\n',
    'en.json': '{"hello": "Hello"}',
  });
  const scripts = readdirSync(output).filter((file) => file.endsWith('.js'));
  assert.equal(scripts.length, 3);
  const hinted = scripts.filter((script) =>
    readFileSync(path.join(output, script), 'utf8').startsWith(COMPILE_HINT),
  );
  // The catalog, data only, goes without.
  const catalog = scripts.find((script) =>
    readFileSync(path.join(output, script), 'utf8').includes('Hello'),
  );
  assert.ok(catalog);
  assert.deepEqual(hinted.sort(), scripts.filter((script) => script !== catalog).sort());

  // The map's first line (the hint) maps nothing, and the code's mappings follow it.
  const chunk = scripts.find((file) =>
    readFileSync(path.join(output, file), 'utf8').includes('toUpperCase'),
  );
  assert.ok(chunk);
  const code = readFileSync(path.join(output, chunk), 'utf8').split('\n');
  const map = JSON.parse(readFileSync(path.join(output, `${chunk}.map`), 'utf8'));
  const mapped = map.mappings.split(';');
  assert.equal(mapped[0], '');
  const thrown = code.findIndex((text) => text.includes('toUpperCase'));
  assert.ok(thrown > 0);
  assert.notEqual(mapped[thrown], '');
  assert.ok(map.sources.some((source) => source.endsWith('later.js')));
});
