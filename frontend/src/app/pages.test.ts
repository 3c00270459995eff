import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { LAYOUT_CATALOGS, PAGE_TABLE } from '@/config/pages';

import { FEATURE_CATALOGS } from './featureCatalogs';
import { DATA_MODULE, pageData } from './pageData';
import { IN_MAIN, PAGE_VIEWS, VIEW_MODULE } from './pages';
import { buildRoutes } from './routes';

const pageModules = import.meta.glob(['/src/features/*/pages/*.tsx', '!**/*.test.tsx']);
const dataModules = import.meta.glob('/src/features/*/pages/*.data.ts');
const catalogModules = import.meta.glob('/src/features/*/catalog.ts');
const messages = import.meta.glob<Record<string, string>>(
  ['/src/i18n/core/en.json', '/src/features/*/i18n/en.json'],
  { eager: true, import: 'default' },
);

/** Every route of the tree, by path (the layouts' children included). */
function routesByPath(routes: readonly RouteObject[]): Map<string, RouteObject> {
  const found = new Map<string, RouteObject>();
  for (const route of routes) {
    if (route.path) found.set(route.path, route);
    for (const [path, child] of routesByPath(route.children ?? [])) found.set(path, child);
  }
  return found;
}

const BUILT = PAGE_TABLE.filter((page) => page.built);

describe('page views', () => {
  it('give every built page of the table, and only those, its component', () => {
    expect(Object.keys(PAGE_VIEWS).sort()).toEqual(BUILT.map((page) => page.path).sort());
  });

  it('render each built page in a frame and give it a title, except the forwarding routes', () => {
    for (const page of BUILT) {
      expect(['bare', 'auth', 'shell', 'mobile'], page.path).toContain(page.layout);
      const view = PAGE_VIEWS[page.path];
      if (view && 'loader' in view) expect(['/auth', '/pc-web']).toContain(page.path);
      else expect(view?.title.id, page.path).toBeTruthy();
    }
  });

  it('keep the error pages in `main`, so that /500 shows offline', () => {
    for (const path of ['/403', '/404', '/500']) {
      expect(PAGE_VIEWS[path], path).toHaveProperty('Component');
    }
    const notFound = buildRoutes()[0]?.children?.find((route) => route.id === 'not-found');
    expect(notFound?.Component).toBeTruthy();
    expect(notFound?.lazy).toBeUndefined();
  });
});

describe('a page declared in the table', () => {
  const routes = routesByPath(buildRoutes({ queryClient: new QueryClient() }));

  it.each(BUILT.map((page) => [page.path, page] as const))(
    '%s has everything derived from its row',
    (path, page) => {
      const route = routes.get(path);
      expect(route, 'a route').toBeDefined();
      if (page.forward !== undefined) {
        expect(route?.loader, 'a forwarding loader').toBeTypeOf('function');
        expect(page.view, 'a forward renders nothing').toBeUndefined();
        return;
      }
      expect(page.view, 'a view module').toMatch(VIEW_MODULE);
      expect(Object.keys(pageModules), 'its module exists').toContain(`/src/${page.view}`);
      expect(route?.lazy ?? route?.Component, 'its component').toBeTypeOf('function');
      expect(page.view! in IN_MAIN, 'no chunk only for the error pages').toBe(
        page.view!.startsWith('features/errors/'),
      );
      // The title shows in its own catalogs' language or the core's.
      const catalogs = ['core', ...LAYOUT_CATALOGS[page.layout], ...(page.catalogs ?? [])];
      const where = Object.entries(messages).find(([, catalog]) => page.title! in catalog)?.[0];
      expect(where, `the title ${page.title}`).toBeDefined();
      expect(
        catalogs.map((name) => (name === 'core' ? 'i18n/core' : `features/${name}/i18n`)),
      ).toContain(where!.slice('/src/'.length, where!.lastIndexOf('/')));
      expect(route?.handle, 'its tab title').toEqual({ title: { id: page.title } });
      if (page.data !== undefined) {
        expect(page.data, 'a data module').toMatch(DATA_MODULE);
        expect(Object.keys(dataModules), 'its data module exists').toContain(`/src/${page.data}`);
        expect(route?.loader, "a loader that starts the page's reads").toBeDefined();
      }
    },
  );

  it('names catalogs every feature with a catalog has, and only those', () => {
    const features = Object.keys(catalogModules).map((file) => file.split('/')[3]);
    expect(Object.keys(FEATURE_CATALOGS).sort()).toEqual(features.sort());
    const named = PAGE_TABLE.flatMap((page) => page.catalogs ?? []);
    expect(named.filter((name) => !(name in FEATURE_CATALOGS))).toEqual([]);
  });

  it("loads a page's early reads from the module its row names", async () => {
    const app = PAGE_TABLE.find((page) => page.path === '/app')!;
    const loaded = await pageData(app)!();
    expect(loaded.prefetch).toBeTypeOf('function');
  });
});
