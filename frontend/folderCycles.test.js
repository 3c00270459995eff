// @ts-check
// The layer checks' own tests (node's runner, no vitest: `npm run lint` runs them).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { findCycles, folderGraph, unplaced } from './folderCycles.js';
import { LAYERS, folderOf, isTestFile, layerZones } from './layers.js';

/** A `src` folder holding these files. */
function srcWith(files) {
  const src = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), text);
  }
  return src;
}

test('a circle through two features is found, with the import drawing each arrow', () => {
  const src = srcWith({
    'features/a/index.ts': "export { b } from '@/features/b';",
    'features/b/index.ts': "export { c } from './c';",
    'features/b/c.tsx': "import { a } from '../../features/a';\nexport const c = a;",
    'features/b/c.test.tsx': "import '@/app/main';",
    'app/main.tsx': "import '@/features/a';",
  });
  const graph = folderGraph(src);
  assert.deepEqual(findCycles(graph), [['features/a', 'features/b']]);
  assert.equal(graph.get('features/b')?.get('features/a'), 'features/b/c.tsx: ../../features/a');
  // A test's import draws no arrow: app -> features/a only.
  assert.deepEqual([...(graph.get('app')?.keys() ?? [])], ['features/a']);
});

test('a graph running one way has no circle; a longer circle is one component', () => {
  const arrows = (pairs) =>
    new Map(Object.entries(pairs).map(([from, tos]) => [from, new Map(tos.map((to) => [to, '']))]));
  assert.deepEqual(findCycles(arrows({ app: ['lib', 'api'], lib: ['api'], api: [] })), []);
  assert.deepEqual(findCycles(arrows({ api: ['components'], components: ['lib'], lib: ['api'] })), [
    ['api', 'components', 'lib'],
  ]);
});

test('a top-level entry without a layer is named', () => {
  const src = srcWith({ 'utils/x.ts': '', 'widgets/y.ts': '', 'schema.d.ts': '' });
  assert.deepEqual(unplaced(src), ['widgets']);
});

test('files belong to their feature or top-level folder; tests and test data are test code', () => {
  assert.equal(folderOf('features/market/nearby/location.ts'), 'features/market');
  assert.equal(folderOf('constants.ts'), 'constants.ts');
  assert.ok(isTestFile('lib/auth.test.ts'));
  assert.ok(isTestFile('features/companies/pages/ownerTestData.ts'));
  assert.ok(isTestFile('test/app.tsx'));
  assert.ok(!isTestFile('features/market/filters.ts'));
});

test('a folder is refused its siblings and everything above; tests may use src/test', () => {
  const zone = (tests, target) =>
    layerZones({ features: ['a', 'b'], tests }).find((each) => each.target === target);
  assert.deepEqual(zone(false, './src/api')?.from, [
    './src/config',
    './src/stream',
    './src/lib',
    './src/components',
    './src/features',
    './src/app',
    './src/test',
  ]);
  assert.ok(!zone(true, './src/api')?.from.includes('./src/test'));
  assert.deepEqual(zone(false, './src/features/a')?.except, ['./a', './b/index.ts']);
  assert.equal(zone(true, './src/features/a'), undefined);
  assert.equal(LAYERS.at(-1)?.[0], 'test');
});
