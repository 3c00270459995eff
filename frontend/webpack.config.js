// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { EsbuildPlugin } from 'esbuild-loader';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import BundleTracker from 'webpack-bundle-tracker';

import { BundleBudgetPlugin } from './bundleBudget.js';
import { CompileHintsPlugin } from './compileHints.js';
import { PrecompressPlugin } from './precompress.js';
import { RouteChunksPlugin } from './routeChunks.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const target = 'es2020';

/**
 * Django serves `frontend/dist` under `/static/` and injects the `main` entry
 * (js + css) through django-webpack-loader, which reads `webpack-stats.json`.
 *
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: 'production' | 'development' | 'none' }} argv
 * @returns {import('webpack').Configuration}
 */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: here,
    // `early` starts the first page's reads while `main` (five times its size) downloads.
    entry: {
      early: './src/app/early.ts',
      main: { import: './src/app/main.tsx', dependOn: 'early' },
      // antd's styles for the console's components (decision 0074): a style sheet only, which
      // a console page's document names (`templates/spa.html`) and `early` applies.
      antd: './src/app/providers/antdStyles.css',
    },
    output: {
      path: path.join(here, 'dist', 'bundles'),
      publicPath: '/static/bundles/',
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.join(here, 'src'),
        // The catalogs are parsed at build time (`icuCatalogLoader.js`): react-intl's ICU
        // parser (~8 KiB gzip) stays out of `main`.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // react-router's exports name its development build only; the production build is
        // the same code without the development warnings.
        'react-router$': path.join(here, 'node_modules/react-router/dist/production/index.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target },
        },
        {
          // These packages do not declare `sideEffects`; none of their modules has one, so
          // webpack may skip what their barrels re-export but the app never uses.
          test: /node_modules[\\/]@(rc-component|ant-design)[\\/]/,
          sideEffects: false,
        },
        {
          // A feature's `index.ts` only re-exports what other features may use: a page that
          // imports one name through it does not pull the feature's other modules (and the
          // antd components they use) into its chunks.
          test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
        {
          // MapLibre finds its worker through `new URL(<expression>, import.meta.url)`, which
          // webpack cannot bundle (a warning); the map sets the worker's URL itself
          // (`setWorkerUrl` in `features/market/nearby/map/MapCanvas.tsx`).
          test: /maplibre-gl[\\/]dist[\\/]maplibre-gl\.mjs$/,
          parser: { url: false },
        },
        {
          // antd's style sheets (rc-util's copy) and its icons' (their own copy).
          test: /(@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS|@ant-design[\\/]icons[\\/]es[\\/]cssUtils)\.js$/,
          loader: path.join(here, 'styleTextLoader.js'),
        },
        {
          test: /[\\/]i18n[\\/](core[\\/])?[a-z]+\.json$/,
          include: path.join(here, 'src'),
          loader: path.join(here, 'icuCatalogLoader.js'),
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            // `*.module.css` are CSS modules with a default export of their class names, as
            // vite (the tests) and its types (`vite/client`) have them.
            { loader: 'css-loader', options: { modules: { auto: true, namedExport: false } } },
          ],
        },
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
          type: 'asset',
        },
      ],
    },
    plugins: [
      // antd's ConfigProvider mounts its tooltip `UniqueProvider` (with @rc-component/trigger,
      // ~4 KiB gzip) only for `tooltip.unique`, which the app does not set; a stand-in that
      // fails loudly keeps it out of `main`.
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resource) => {
        if (/antd[\\/]es[\\/]config-provider$/.test(resource.context)) {
          resource.request = path.join(here, 'noUniqueTooltips.js');
        }
      }),
      // antd's Table imports Tree (rc-tree, ~10 KiB gzip) for the `filterMode: 'tree'` of a
      // column's filter dropdown; no column here has filters, so every table page goes
      // without it (remove this before giving a column a tree filter).
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/\.\.\/\.\.\/tree$/, (resource) => {
        if (/antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/.test(resource.context)) {
          resource.request = path.join(here, 'noFilterTree.js');
        }
      }),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
      new BundleTracker({ path: here, filename: 'webpack-stats.json' }),
      ...(production
        ? [
            new CompileHintsPlugin(),
            new PrecompressPlugin(),
            new RouteChunksPlugin({
              root: here,
              entries: ['early', 'main'],
              output: 'webpack-routes.json',
            }),
            new BundleBudgetPlugin({
              root: here,
              entries: ['early', 'main'],
              pages: [
                // 177.8 KiB measured: room for what later pages add to `main`.
                { page: '/', kib: 188 },
                // 195.1 KiB measured (decision 0075); the 200 KB (195.3 KiB) at most.
                { page: '/auth/signin', kib: 195.3 },
              ],
            }),
          ]
        : []),
    ],
    optimization: {
      // Code two lazy chunks share is split out only from 50 kB (unminified; webpack's default
      // is 20 kB): small shared pieces are copied rather than fetched apart (each file costs a
      // request, and HTTP/1.1 fetches six at a time). At 100 kB the console's pages copied the
      // shell's code and antd's pagination into their own chunks (15 kB brotli more on /app and
      // /wallet once the phone's market stopped sharing antd's Typography with them); at 20 kB
      // /app's first load came in 31 files for 3 kB less (decision 0063).
      splitChunks: { minSize: 50_000 },
      // The chunk map lives in its own small file, so editing one lazy page
      // does not change main's hash (django-webpack-loader emits both tags).
      runtimeChunk: 'single',
      minimizer: [
        // JS: webpack's default (terser). It drops the unused parts of react-router and
        // antd that esbuild's per-file minifier keeps (~40 KB gzip off the first page).
        '...',
        // CSS: esbuild.
        new EsbuildPlugin({ target, css: true, include: /\.css$/, legalComments: 'none' }),
      ],
    },
    // No eval-based source maps in development: the Content-Security-Policy refuses eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // The gzip budget of the first pages (BundleBudgetPlugin above) replaces webpack's hints.
    performance: false,
    stats: 'errors-warnings',
  };
};
