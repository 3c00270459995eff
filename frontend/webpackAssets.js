// @ts-check
/** What the build's own plugins (`bundleBudget.js`, `routeChunks.js`, `precompress.js`) share. */

/** The app's languages: each has its own catalog chunks. */
export const LOCALES = ['en', 'zh'];

/**
 * Runs `run` on each compilation's assets at `stage` (one of webpack's
 * `Compilation.PROCESS_ASSETS_STAGE_*` names).
 * @param {import('webpack').Compiler} compiler
 * @param {string} name the plugin's name, for webpack's reports
 * @param {'PROCESS_ASSETS_STAGE_REPORT' | 'PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER'} stage
 * @param {(compilation: import('webpack').Compilation, assets: Record<string, import('webpack').sources.Source>) => void} run
 */
export function onProcessAssets(compiler, name, stage, run) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: compiler.webpack.Compilation[stage] },
      (assets) => run(compilation, assets),
    );
  });
}
