// @ts-check
/**
 * The frontend's layers, lowest first (docs/frontend-layers.md). A folder of `src` imports
 * only the layers below its own: ESLint's zones (`layerZones`, eslint.config.js) refuse an
 * import of a sibling or of anything above. A feature imports another feature only through
 * its `index.ts`, and no folders import each other in a circle (folderCycles.js).
 */
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

/** @type {readonly (readonly string[])[]} */
export const LAYERS = [
  ['utils', 'constants.ts'],
  ['theme', 'i18n'],
  ['api'],
  ['config', 'stream'],
  ['lib'],
  ['components'],
  ['features'],
  ['app'],
  // Test helpers (renderApp boots the whole app): only tests import them.
  ['test'],
];

/** Test code: it may import `src/test` and any feature's internals (its test data). */
export const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/**/*[tT]estData.ts'];

/** Whether a path under `src` (relative, with `/`) is test code (see TEST_FILES). */
export function isTestFile(relative) {
  return /\.test\.tsx?$|[tT]estData\.ts$/.test(relative) || relative.startsWith('test/');
}

/** The folder a path under `src` belongs to: `features/<name>` or a top-level entry. */
export function folderOf(relative) {
  const [top, name] = relative.split('/');
  return top === 'features' && name ? `features/${name}` : /** @type {string} */ (top);
}

/** The features (the folders of `src/features`), read from the disk. */
export function featureNames(srcDir) {
  return readdirSync(new URL('features', srcDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Zones for import-x's `no-restricted-paths`, paths relative to the frontend folder: each
 * folder against its siblings and the layers above; each feature against the others'
 * internals. Test code may also import `src/test` and any feature's internals.
 * @param {{ features: readonly string[], tests: boolean }} options
 */
export function layerZones({ features, tests }) {
  const layerZones = LAYERS.flatMap((layer, index) =>
    layer.map((folder) => {
      const below = LAYERS.slice(0, index).flat();
      const refused = [
        ...layer.filter((other) => other !== folder),
        ...LAYERS.slice(index + 1).flat(),
      ].filter((other) => !(tests && other === 'test'));
      return {
        target: `./src/${folder}`,
        from: refused.map((other) => `./src/${other}`),
        message: below.length
          ? `src/${folder} may import only ${below.join(', ')}: move the shared piece down or pass it in (docs/frontend-layers.md).`
          : `src/${folder} is the lowest layer: it imports no other folder of src (docs/frontend-layers.md).`,
      };
    }),
  ).filter((zone) => zone.from.length > 0);
  if (tests) return layerZones;
  const featureZones = features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [
      `./${name}`,
      ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: `Import another feature through its index (\`@/features/<name>\`), which says what it offers (docs/frontend-layers.md).`,
  }));
  return [...layerZones, ...featureZones];
}
