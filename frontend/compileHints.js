// @ts-check

/**
 * V8's explicit compile hint (Chrome 136 and later): the script's functions are compiled as it
 * streams in, on a background thread, instead of each on the main thread at its first call.
 * The app's scripts run most of what they hold on the first load, where those compilations
 * were a third of the longest tasks (decision 0076). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The files of the message catalogs (data, and on every first load), which go without it. */
function catalogFiles(/** @type {import('webpack').Compilation} */ compilation) {
  return new Set(
    [...compilation.chunks]
      .filter((chunk) => chunk.name?.startsWith('i18n-'))
      .flatMap((chunk) => [...chunk.files]),
  );
}

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
          const catalogs = catalogFiles(compilation);
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js') || catalogs.has(name)) continue;
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
