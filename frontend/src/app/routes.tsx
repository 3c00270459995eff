import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

import { sessionStore } from '@/api/session';
import {
  LAYOUT_CATALOGS,
  PAGE_TABLE,
  REDIRECTS,
  isBuiltPath,
  type PageLayout,
  type PageRow,
} from '@/config/pages';
import { errorPageMessages } from '@/features/errors/messages';
import NotFoundPage from '@/features/errors/pages/NotFoundPage';
import type { CatalogLoader } from '@/i18n/catalogs';
import { loadActiveCatalogs } from '@/i18n/locale';
import { nextTask } from '@/lib/tasks';

import { catalogsOf } from './featureCatalogs';
import { guardLoader as defaultGuardLoader } from './guards/guardLoader';
import { loadMenu } from './menu/store';
import { pageData, startPageData, type PageData } from './pageData';
import { PAGE_VIEWS, forwardTo } from './pages';
import { FirstLoadFallback } from './root/FirstLoadFallback';
import { RootRoute } from './root/RootRoute';
import type { RouteHandle } from './root/hooks';
import { RouteErrorPage } from './root/RouteErrorPage';
// The features' slots are filled before any page renders.
import './slots';

type FramedLayout = Exclude<PageLayout, 'bare'>;

/**
 * The frames around the pages, each a lazy chunk named after its layout, which the build
 * finds by that name (`routeChunks.js`); their catalogs beyond the core (the shell's
 * notification bell and identity switcher, the mobile set's tabs) are the table's
 * `layoutCatalogs`.
 */
const LAYOUT_VIEWS: Readonly<Record<FramedLayout, () => Promise<{ default: ComponentType }>>> = {
  auth: () => import(/* webpackChunkName: "auth" */ '@/features/auth/components/AuthLayout'),
  shell: () => import(/* webpackChunkName: "shell" */ './layout/AppLayout'),
  mobile: () =>
    import(/* webpackChunkName: "mobile" */ '@/features/mobile/components/MobileLayout'),
};

export const layoutCatalogs = (layout: PageLayout): readonly CatalogLoader[] =>
  catalogsOf(LAYOUT_CATALOGS[layout]);

/**
 * A lazy route: its code and its catalogs in the current language, before it renders. Its
 * modules are evaluated in a task of their own: a chunk that has already arrived is evaluated
 * in the import's microtask, which was the router's start's task (the frame's and the page's
 * graphs with it, one long task on a phone).
 */
const component =
  (load: () => Promise<{ default: ComponentType }>, catalogs: readonly CatalogLoader[] = []) =>
  async () => {
    await nextTask();
    const [module] = await Promise.all([load(), loadActiveCatalogs(catalogs)]);
    return { Component: module.default };
  };

/**
 * Starts the page's reads (see `startPageData`) beside the guard's menu call and the page's
 * code rather than after them; renders at once (no wait for the reads).
 */
const prefetchLoader =
  (data: PageData, queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    startPageData(data, {
      pathname: url.pathname,
      userType: sessionStore.get()?.userType ?? null,
      client: queryClient,
      url,
    });
    return null;
  };

/** The shell's menu, for its navigation, asked at once (the guard waits for it on menu pages only). */
function loadShellMenu(): null {
  if (sessionStore.get()) loadMenu().catch(() => undefined);
  return null;
}

/** One built page's route: its lazy code and catalogs, its title, its early reads. */
export function pageRoute(page: PageRow, queryClient?: QueryClient): RouteObject {
  const { path } = page;
  const view = PAGE_VIEWS[path];
  if (!view) throw new Error(`The page table lists ${path} as built but it has no component`);
  // Loader-only routes redirect before rendering; `element: null` says so explicitly.
  if ('loader' in view) return { path, loader: view.loader, element: null };
  const handle: RouteHandle = { title: view.title };
  if ('Component' in view) return { path, handle, Component: view.Component };
  const route: RouteObject = { path, handle, lazy: component(view.load, view.catalogs) };
  const data = pageData(page);
  if (data && queryClient) route.loader = prefetchLoader(data, queryClient);
  return route;
}

/** The built pages of the table that render in this frame. */
const inLayout = (layout: PageLayout, queryClient?: QueryClient) =>
  PAGE_TABLE.filter((page) => page.built && page.layout === layout).map((page) =>
    pageRoute(page, queryClient),
  );

export interface RouteOptions {
  guardLoader?: typeof defaultGuardLoader;
  /** Where the pages' reads go when their loaders start them (none without it). */
  queryClient?: QueryClient;
}

export function buildRoutes({
  guardLoader = defaultGuardLoader,
  queryClient,
}: RouteOptions = {}): RouteObject[] {
  const framed = (layout: FramedLayout, id: string): RouteObject => ({
    id,
    lazy: component(LAYOUT_VIEWS[layout], layoutCatalogs(layout)),
    children: inLayout(layout, queryClient),
  });
  return [
    {
      id: 'root',
      path: '/',
      loader: guardLoader,
      // The guard runs before every navigation, like a global "before each" hook.
      shouldRevalidate: () => true,
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FirstLoadFallback,
      children: [
        ...inLayout('bare', queryClient),
        framed('auth', 'auth-layout'),
        { ...framed('shell', 'shell'), loader: loadShellMenu },
        framed('mobile', 'mobile-layout'),
        // Short paths that lead elsewhere once their target page exists.
        ...Object.entries(REDIRECTS)
          .filter(([, to]) => isBuiltPath(to))
          .map(([from, to]) => ({ path: from, loader: forwardTo(to), element: null })),
        {
          id: 'not-found',
          path: '*',
          handle: { title: errorPageMessages.notFoundTitle } satisfies RouteHandle,
          Component: NotFoundPage,
        },
      ],
    },
  ];
}
