// @ts-check
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.gz` and `<file>.br` beside each built text file of 1 KiB or more, so that
 * the server (WhiteNoise) sends browsers a compressed copy without compressing per request.
 */
export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            const content = source.buffer();
            if (!COMPRESSIBLE.test(name) || content.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(gzipSync(content, { level: 9 })),
            );
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          }
        },
      );
    });
  }
}
