/**
 * Every page loads the catalogs its code uses: the messages modules reachable
 * through its static imports belong to the core catalog or to one the page
 * (or its layout) lists, so no text shows untranslated in Chinese.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

import { describe, expect, it } from 'vitest';

import { PAGE_TABLE } from '@/config/pages';
import { CORE_CATALOG_DIR, catalogDirOf, isMessagesFile } from '@/i18n/catalogLayout';
import type { CatalogLoader } from '@/i18n/catalogs';

import { PAGE_VIEWS } from './pages';
import { layoutCatalogs } from './routes';

const LAYOUT_FILES = {
  auth: 'src/features/auth/components/AuthLayout.tsx',
  shell: 'src/app/layout/AppLayout.tsx',
  mobile: 'src/features/mobile/components/MobileLayout.tsx',
} as const;

const pageModules = import.meta.glob<unknown>(['/src/features/*/pages/*.tsx', '!**/*.test.tsx']);
const featureCatalogs = import.meta.glob<Record<string, CatalogLoader>>(
  '/src/features/*/catalog.ts',
  { eager: true },
);

const dirOfLoader = new Map<CatalogLoader, string>(
  Object.entries(featureCatalogs).flatMap(([file, exports]) =>
    Object.values(exports).map((loader) => [loader, `${dirname(file.slice(1))}/i18n`] as const),
  ),
);

const IMPORT =
  /(?:^|\n)\s*(?:import(?!\s+type\b)[^'";]*?from\s*|import\s*|export[^'";]*?from\s*)['"]([^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('@/')) return null; // a package
  const base = spec.startsWith('@/') ? join('src', spec.slice(2)) : join(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  const file = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return file && /\.tsx?$/.test(file) ? normalize(file) : null;
}

/** The catalog folders of every messages module `entry` reaches through static imports. */
function catalogsReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const dirs = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (isMessagesFile(file)) dirs.add(catalogDirOf(file));
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, spec!);
      if (next) queue.push(next);
    }
  }
  dirs.delete(CORE_CATALOG_DIR);
  return dirs;
}

const catalogFiles = import.meta.glob<Record<string, string>>(
  ['/src/i18n/core/en.json', '/src/features/*/i18n/en.json'],
  { eager: true, import: 'default' },
);

function catalogOfId(id: string): string | undefined {
  const file = Object.keys(catalogFiles).find((path) => id in catalogFiles[path]!);
  return file && dirname(file.slice(1));
}

const dirsOf = (loaders: readonly CatalogLoader[] = []) =>
  loaders.map((loader) => dirOfLoader.get(loader) ?? 'an unknown catalog');

async function pageFile(load: () => Promise<unknown>): Promise<string> {
  const loaded = await load();
  for (const [file, importer] of Object.entries(pageModules)) {
    if ((await importer()) === loaded) return file.slice(1);
  }
  throw new Error('page module not found under src/features/*/pages');
}

describe('page catalogs', () => {
  it('the walk finds the catalogs a page uses', () => {
    expect([...catalogsReachedFrom('src/features/demands/pages/MyOrdersPage.tsx')]).toEqual(
      expect.arrayContaining(['src/features/demands/i18n', 'src/features/rentals/i18n']),
    );
  });

  it.each(Object.entries(LAYOUT_FILES))('the %s layout lists its catalogs', (layout, file) => {
    const listed = dirsOf(layoutCatalogs(layout as keyof typeof LAYOUT_FILES));
    expect([...catalogsReachedFrom(file)].filter((dir) => !listed.includes(dir))).toEqual([]);
  });

  /** Every built page that renders, with its frame and its view. */
  const PAGES = PAGE_TABLE.flatMap((row) => {
    const view = row.built ? PAGE_VIEWS[row.path] : undefined;
    return view && 'load' in view && row.layout
      ? [{ ...view, path: row.path, layout: row.layout }]
      : [];
  });

  it.each(PAGES.map((page) => [page.path, page] as const))(
    '%s lists the catalogs it uses',
    async (_path, page) => {
      const listed = [...dirsOf(page.catalogs), ...dirsOf(layoutCatalogs(page.layout))];
      const used = catalogsReachedFrom(await pageFile(page.load));
      expect([...used].filter((dir) => !listed.includes(dir))).toEqual([]);
      expect(dirsOf(page.catalogs).filter((dir) => !used.has(dir))).toEqual([]);
      if (page.title) expect([CORE_CATALOG_DIR, ...listed]).toContain(catalogOfId(page.title.id!));
    },
  );
});
