// @ts-check
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { onProcessAssets } from './webpackAssets.js';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.gz` and `<file>.br` beside each built text file of 1 KiB or more, so that
 * the server (WhiteNoise) sends browsers a compressed copy without compressing per request.
 */
export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources } = compiler.webpack;
    onProcessAssets(
      compiler,
      'PrecompressPlugin',
      'PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER',
      (compilation, assets) => {
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
  }
}
