// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { LOCALES, onProcessAssets } from './webpackAssets.js';

/**
 * @typedef {object} DeclaredPage the fields of a page table row the build reads
 * @property {string} layout
 * @property {string} [view] the page's module, under `src/`
 * @property {string} [forward] where it forwards instead of rendering
 * @property {string} [data] the module that starts its reads, under `src/`
 * @property {string[]} [catalogs] the features whose catalogs it uses
 * @property {string} [title] the message id of its title
 * @property {boolean} [heading] its `h1` is its title
 * @property {{ label: string, text: string }} [figure] the message ids of its figure
 */

/**
 * A feature's catalog in `locale`, under `src/` (`core` is the core's).
 * @param {string} feature @param {string} locale
 */
const catalogFile = (feature, locale) =>
  feature === 'core' ? `i18n/core/${locale}.json` : `features/${feature}/i18n/${locale}.json`;

/**
 * The features whose catalogs a page loads: the core's, its layout's and its own.
 * @param {DeclaredPage} page @param {Record<string, string[]>} layoutCatalogs
 */
const pageFeatures = (page, layoutCatalogs) => [
  'core',
  ...(layoutCatalogs[page.layout] ?? []),
  ...(page.catalogs ?? []),
];

/**
 * For every built page of the page table (`src/config/pages.json`), the files its first
 * load needs beyond the entries: its prefetch module, its frame's and its own chunks with
 * what they share (`code`), and the catalogs in each language, the core's included. Read
 * from the table and webpack's own chunk graph: a module's files are those of the lazy
 * chunk groups holding it (none when an entry holds it, as `main` holds the error pages).
 * File names are as emitted (without the public path); the build fails on anything it
 * cannot map.
 *
 * @param {import('webpack').Compilation} compilation
 * @param {{ root: string, entries: string[] }} options
 * @returns {Record<string, Record<string, string[]>>}
 */
export function routeFiles(compilation, { root, entries }) {
  const table = JSON.parse(readFileSync(path.join(root, 'src/config/pages.json'), 'utf8'));
  /** @type {Record<string, DeclaredPage>} */
  const pages = table.pages;
  /** @type {Record<string, string[]>} */
  const layoutCatalogs = table.layoutCatalogs;
  const { chunkGraph } = compilation;
  const entryChunks = new Set(
    entries.flatMap((entry) => compilation.entrypoints.get(entry)?.chunks ?? []),
  );
  const entryFiles = new Set([...entryChunks].flatMap((chunk) => [...chunk.files]));
  /** @param {Iterable<import('webpack').Chunk>} chunks */
  const filesOf = (chunks) =>
    [...chunks]
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => /\.(js|css)$/.test(file) && !entryFiles.has(file));

  /** @type {Map<string, import('webpack').Module>} */
  const modules = new Map();
  for (const module of compilation.modules) {
    // A concatenated module stands in the chunk graph for the modules it holds.
    const held = /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules;
    for (const inner of held ?? [module]) {
      const resource = /** @type {{ resource?: string }} */ (inner).resource;
      if (resource) modules.set(path.relative(path.join(root, 'src'), resource), module);
    }
  }
  /** The files of the lazy chunk groups that load `file` (a module under `src/`). @param {string} file */
  const lazyFiles = (file) => {
    const module = modules.get(file);
    if (!module) throw new Error(`routeChunks: the build has no module src/${file}`);
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    if (chunks.some((chunk) => entryChunks.has(chunk))) return [];
    const groups = new Set(
      chunks.flatMap((chunk) => [...chunk.groupsIterable].filter((group) => !group.isInitial())),
    );
    if (groups.size === 0) throw new Error(`routeChunks: no lazy chunk loads src/${file}`);
    return [...groups].flatMap((group) => filesOf(group.chunks));
  };
  /** @param {string} name the chunk name a layout's `import()` gives it */
  const namedFiles = (name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`routeChunks: no chunk named "${name}"`);
    return filesOf(group.chunks);
  };
  /** @param {string} feature @param {string} locale */
  const catalogFiles = (feature, locale) => lazyFiles(catalogFile(feature, locale));

  /** @type {Record<string, Record<string, string[]>>} */
  const routes = {};
  for (const [pagePath, page] of Object.entries(pages)) {
    if (!page.view && !page.forward) continue; // not built yet
    const features = pageFeatures(page, layoutCatalogs);
    const unique = (/** @type {string[]} */ files) => [...new Set(files)];
    routes[pagePath] = {
      // The prefetch module first: it starts the page's reads.
      code: unique([
        ...(page.data ? lazyFiles(page.data) : []),
        ...(page.layout === 'bare' ? [] : namedFiles(page.layout)),
        ...(page.view ? lazyFiles(page.view) : []),
      ]),
      ...Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          unique(features.flatMap((feature) => catalogFiles(feature, locale))),
        ]),
      ),
    };
  }
  return routes;
}

/**
 * @typedef {object} Frame what the server draws in a page's signed-in frame, by language
 * @property {Record<string, string>} [heading] its title, when its `h1` is its title
 * @property {Record<string, { label: string, text: string }>} [figure] its figure's label and
 *   its text around `{amount}`
 */

/**
 * What the server draws in each page's signed-in frame before any code runs, in each
 * language: the title of a page whose `h1` is its title (`heading`) and the label and text of
 * its figure (`figure`). Read from the catalogs of the page's features, the core's and its
 * layout's first; the build fails on a text it cannot find, a title or label with arguments or
 * markup, a figure's text with anything else than its one `{amount}`, or a figure without a
 * heading to draw it under.
 *
 * @param {{ root: string }} options
 * @returns {Record<string, Frame>}
 */
export function routeFrames({ root }) {
  const table = JSON.parse(readFileSync(path.join(root, 'src/config/pages.json'), 'utf8'));
  /** @type {Record<string, DeclaredPage>} */
  const pages = table.pages;
  /** @type {Record<string, string[]>} */
  const layoutCatalogs = table.layoutCatalogs;
  /** @type {Map<string, Record<string, string>>} */
  const read = new Map();
  /** @param {string} feature @param {string} locale @returns {Record<string, string>} */
  const catalog = (feature, locale) => {
    const file = catalogFile(feature, locale);
    if (!read.has(file)) {
      read.set(file, JSON.parse(readFileSync(path.join(root, 'src', file), 'utf8')));
    }
    return /** @type {Record<string, string>} */ (read.get(file));
  };
  /** @type {Record<string, Frame>} */
  const frames = {};
  for (const [pagePath, page] of Object.entries(pages)) {
    const features = pageFeatures(page, layoutCatalogs);
    /**
     * Message `id` in `locale`, which must be plain text once its `{amount}` (if `withAmount`)
     * is taken out.
     * @param {string | undefined} id @param {string} locale @param {string} what
     * @param {boolean} [withAmount]
     */
    const drawn = (id, locale, what, withAmount = false) => {
      const text = features
        .map((feature) => catalog(feature, locale)[id ?? ''])
        .find((found) => found !== undefined);
      const rest = withAmount ? text?.replace('{amount}', '') : text;
      const amountMissing = withAmount && rest === text;
      if (text === undefined || amountMissing || /[{}<]/.test(rest ?? '')) {
        throw new Error(`routeChunks: ${pagePath} has no plain ${what} to draw`);
      }
      return text;
    };
    /** @type {Frame} */
    const frame = {};
    if (page.heading) {
      frame.heading = Object.fromEntries(
        LOCALES.map((locale) => [locale, drawn(page.title, locale, 'title')]),
      );
    }
    const { figure } = page;
    if (figure && !page.heading) {
      throw new Error(`routeChunks: ${pagePath} draws its figure under its heading, and has none`);
    }
    if (figure) {
      frame.figure = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          {
            label: drawn(figure.label, locale, 'figure'),
            text: drawn(figure.text, locale, 'figure', true),
          },
        ]),
      );
    }
    if (frame.heading || frame.figure) frames[pagePath] = frame;
  }
  return frames;
}

/**
 * Writes `webpack-routes.json` (`routeFiles` with the public path, and `routeFrames`), so
 * the server can name a page's files in its document for the browser to fetch at once
 * instead of after `main` has run, and draw its heading and figure.
 */
export class RouteChunksPlugin {
  /** @param {{ root: string, entries: string[], output: string }} options */
  constructor({ root, entries, output }) {
    this.root = root;
    this.entries = entries;
    this.output = output;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    onProcessAssets(compiler, 'RouteChunksPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation) =>
      this.write(compilation),
    );
  }

  /** @param {import('webpack').Compilation} compilation */
  write(compilation) {
    const publicPath = String(compilation.outputOptions.publicPath ?? '');
    const frames = routeFrames({ root: this.root });
    const routes = Object.fromEntries(
      Object.entries(routeFiles(compilation, { root: this.root, entries: this.entries })).map(
        ([page, files]) => [
          page,
          {
            ...Object.fromEntries(
              Object.entries(files).map(([kind, names]) => [
                kind,
                names.map((file) => publicPath + file),
              ]),
            ),
            ...frames[page],
          },
        ],
      ),
    );
    writeFileSync(path.join(this.root, this.output), `${JSON.stringify(routes, null, 1)}\n`);
  }
}
