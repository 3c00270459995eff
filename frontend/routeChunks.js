// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { LOCALES, onProcessAssets } from './webpackAssets.js';

const CHUNK_NAME = /webpackChunkName:\s*"([^"]+)"/;
const FEATURE_CATALOG = /^@\/features\/([^/]+)\/catalog$/;

/**
 * @typedef {object} View
 * @property {string[]} chunks the chunk groups its `import()`s name
 * @property {string[]} catalogs the features whose catalogs it lists
 */

/**
 * The views of the object literal `name` in `file` (`PAGE_VIEWS`, `LAYOUT_VIEWS`, `PAGE_DATA`),
 * by key: the chunk names of the `import()`s of each and the features of its catalogs.
 *
 * @param {string} file
 * @param {string} name
 * @returns {Map<string, View>}
 */
function readViews(file, name) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {Map<string, string>} */
  const imported = new Map();
  /** @type {ts.ObjectLiteralExpression | undefined} */
  let object;
  /** @param {ts.Node} node */
  const find = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          imported.set(element.name.text, node.moduleSpecifier.text);
        }
      }
    }
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name) {
      /** @param {ts.Node} inner */
      const literal = (inner) => {
        if (ts.isObjectLiteralExpression(inner)) object ??= inner;
        else inner.forEachChild(literal);
      };
      if (node.initializer) literal(node.initializer);
    }
    node.forEachChild(find);
  };
  find(source);
  if (!object) throw new Error(`routeChunks: no object literal ${name} in ${file}`);

  /** @param {ts.Node} node @returns {string[]} */
  const chunksIn = (node) => {
    /** @type {string[]} */
    const names = [];
    /** @param {ts.Node} inner */
    const visit = (inner) => {
      if (ts.isCallExpression(inner) && inner.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const argument = inner.arguments[0];
        // The magic comment sits in the argument's leading trivia.
        const trivia = argument ? text.slice(argument.pos, argument.getStart(source)) : '';
        const chunk = CHUNK_NAME.exec(trivia)?.[1];
        if (!chunk) {
          throw new Error(
            `routeChunks: an import() in ${name} names no chunk: ${inner.getText(source)}`,
          );
        }
        names.push(chunk);
      }
      inner.forEachChild(visit);
    };
    visit(node);
    return names;
  };

  /** @type {Map<string, View>} */
  const views = new Map();
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = ts.isStringLiteral(property.name)
      ? property.name.text
      : property.name.getText(source);
    /** @type {View} */
    const view = { chunks: [], catalogs: [] };
    if (!ts.isObjectLiteralExpression(property.initializer)) {
      view.chunks.push(...chunksIn(property.initializer));
      views.set(key, view);
      continue;
    }
    const fields = property.initializer.properties;
    for (const field of fields) {
      if (!ts.isPropertyAssignment(field)) continue;
      const fieldName = field.name.getText(source);
      if (fieldName === 'catalogs' && ts.isArrayLiteralExpression(field.initializer)) {
        for (const element of field.initializer.elements) {
          const feature = FEATURE_CATALOG.exec(imported.get(element.getText(source)) ?? '')?.[1];
          if (!feature) throw new Error(`routeChunks: ${key} lists an unknown catalog`);
          view.catalogs.push(feature);
        }
      } else {
        view.chunks.push(...chunksIn(field.initializer));
      }
    }
    views.set(key, view);
  }
  return views;
}

/**
 * Writes `webpack-routes.json`: for every built page of the page table, the files its first
 * load needs beyond the entries (its prefetch module, its frame's and its own chunks with
 * what they share, and the catalogs in each language, the core's included), so the server
 * can name them in the page's document for the browser to fetch at once instead of after
 * `main` has run. Read from `src/app/pages.ts`, `src/app/routes.tsx` and
 * `src/app/pageData.ts` with TypeScript's parser; the build fails on anything it cannot map.
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
    const table = JSON.parse(
      readFileSync(path.join(this.root, 'src/config/pages.json'), 'utf8'),
    ).pages;
    const pages = readViews(path.join(this.root, 'src/app/pages.ts'), 'PAGE_VIEWS');
    const layouts = readViews(path.join(this.root, 'src/app/routes.tsx'), 'LAYOUT_VIEWS');
    const data = readViews(path.join(this.root, 'src/app/pageData.ts'), 'PAGE_DATA');
    const entryFiles = new Set(
      this.entries.flatMap(
        (entry) =>
          compilation.entrypoints.get(entry)?.chunks.flatMap((chunk) => [...chunk.files]) ?? [],
      ),
    );
    /** @param {string} name */
    const filesOf = (name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`routeChunks: no chunk named "${name}"`);
      return group.chunks
        .flatMap((chunk) => [...chunk.files])
        .filter((file) => /\.(js|css)$/.test(file) && !entryFiles.has(file));
    };
    /** @param {string[]} names */
    const files = (names) => [...new Set(names.flatMap(filesOf))].map((file) => publicPath + file);

    /** @type {Record<string, Record<string, string[]>>} */
    const routes = {};
    for (const row of table) {
      const page = pages.get(row.path);
      if (!row.built || !page) continue;
      const layout = layouts.get(row.layout);
      const features = [...(layout?.catalogs ?? []), ...page.catalogs];
      routes[row.path] = {
        // The prefetch module first: it starts the page's reads.
        code: files([
          ...(data.get(row.path)?.chunks ?? []),
          ...(layout?.chunks ?? []),
          ...page.chunks,
        ]),
        ...Object.fromEntries(
          LOCALES.map((locale) => [
            locale,
            files(['core', ...features].map((feature) => `i18n-${feature}-${locale}-json`)),
          ]),
        ),
      };
    }
    writeFileSync(path.join(this.root, this.output), `${JSON.stringify(routes, null, 1)}\n`);
  }
}
