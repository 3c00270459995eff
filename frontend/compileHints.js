// @ts-check

/**
 * V8's explicit compile hint (Chrome 136 and later): the script's functions are compiled as it
 * streams in, on a background thread, instead of each on the main thread at its first call.
 * The app's scripts run most of what they hold on the first load, where those compilations
 * were a third of the longest tasks (decision 0076). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts it goes on: code, not the message catalogs (data, and on every first load). */
export const takesHint = (/** @type {string} */ name) =>
  name.endsWith('.js') && !name.split('/').pop()?.startsWith('i18n-');

/** Puts the compile hint first in every built script, before its source map is drawn. */
export class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier, which drops comments, and before the source maps and hashes.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!takesHint(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}
