/**
 * The component, catalogs and browser-tab title of every built page, derived from its row of
 * the page table (`src/config/pages.json`): `view` names the module, `catalogs` the features'
 * catalogs, `title` the message id. Each page module is its own lazy chunk (webpack makes one
 * per module the `import()` below may reach), except the error pages, which are in `main`.
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { replace, type LoaderFunctionArgs } from 'react-router';

import { PAGE_TABLE, type PageRow } from '@/config/pages';
import ForbiddenPage from '@/features/errors/pages/ForbiddenPage';
import NetworkErrorPage from '@/features/errors/pages/NetworkErrorPage';
import NotFoundPage from '@/features/errors/pages/NotFoundPage';
import type { CatalogLoader } from '@/i18n/catalogs';

import { catalogsOf } from './featureCatalogs';

export type PageView =
  | {
      /** Shown as "<title> - <product>" in the browser tab. */
      title: MessageDescriptor;
      /** The feature catalogs its code uses beyond the core and its layout's (checked by a test). */
      catalogs: readonly CatalogLoader[];
      load: () => Promise<{ default: ComponentType }>;
    }
  /** A page in `main` (the error pages, which must show offline): no chunk to load. */
  | { title: MessageDescriptor; Component: ComponentType }
  /** A route that only forwards: its loader redirects before anything renders. */
  | { loader: (args: LoaderFunctionArgs) => Response | Promise<Response> };

/** The views in `main`, by the table's `view`: /500 must say "network lost" offline. */
export const IN_MAIN: Readonly<Record<string, ComponentType>> = {
  'features/errors/pages/ForbiddenPage.tsx': ForbiddenPage,
  'features/errors/pages/NetworkErrorPage.tsx': NetworkErrorPage,
  'features/errors/pages/NotFoundPage.tsx': NotFoundPage,
};

/** Where the table's `view` may point: a page module of a feature. */
export const VIEW_MODULE = /^features\/([\w-]+)\/pages\/(\w+)\.tsx$/;

/** Keeps the query (e.g. `?redirect=`, `?lang=`) when forwarding. */
export const forwardTo =
  (to: string) =>
  ({ request }: { request: Request }) =>
    replace(`${to}${new URL(request.url).search}`);

function loadView(view: string): () => Promise<{ default: ComponentType }> {
  const [, feature, name] = VIEW_MODULE.exec(view) ?? [];
  if (!feature || !name) throw new Error(`A page's view is not a feature's page module: ${view}`);
  return () =>
    import(
      /* webpackChunkName: "[request]", webpackExclude: /\.test\.tsx$/ */
      `../features/${feature}/pages/${name}.tsx`
    );
}

function viewOf(page: PageRow): PageView | undefined {
  if (page.forward !== undefined) return { loader: forwardTo(page.forward) };
  if (page.view === undefined) return undefined;
  if (page.title === undefined) throw new Error(`The page ${page.path} has no title`);
  const title = { id: page.title };
  const inMain = IN_MAIN[page.view];
  if (inMain) return { title, Component: inMain };
  return { title, catalogs: catalogsOf(page.catalogs), load: loadView(page.view) };
}

/** Every built page's view, by its path in the table. */
export const PAGE_VIEWS: Readonly<Record<string, PageView>> = Object.fromEntries(
  PAGE_TABLE.flatMap((page) => {
    const view = viewOf(page);
    return view ? [[page.path, view]] : [];
  }),
);
