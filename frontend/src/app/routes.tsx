import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { FullScreenLoader } from '@/components/FullScreenLoader';
import { PAGE_TABLE, REDIRECTS, isBuiltPath, type PageLayout } from '@/config/pages';
import { errorPageMessages } from '@/features/errors/messages';
import NotFoundPage from '@/features/errors/pages/NotFoundPage';
import { companiesCatalog } from '@/features/companies/catalog';
import { mobileCatalog } from '@/features/mobile/catalog';
import { notificationsCatalog } from '@/features/notifications/catalog';
import type { CatalogLoader } from '@/i18n/catalogs';
import { loadActiveCatalogs } from '@/i18n/locale';

import { guardLoader as defaultGuardLoader } from './guards/guardLoader';
import { PAGE_VIEWS, forwardTo } from './pages';
import { RootRoute } from './root/RootRoute';
import type { RouteHandle } from './root/hooks';
import { RouteErrorPage } from './root/RouteErrorPage';

/**
 * The frames' own catalogs beyond the core (the shell's notification bell and identity
 * switcher, the mobile set's tabs).
 */
export const LAYOUT_CATALOGS: Readonly<Record<PageLayout, readonly CatalogLoader[]>> = {
  bare: [],
  auth: [],
  shell: [notificationsCatalog, companiesCatalog],
  mobile: [mobileCatalog],
};

/** A lazy route: its code and its catalogs in the current language, before it renders. */
const component =
  (load: () => Promise<{ default: ComponentType }>, catalogs: readonly CatalogLoader[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadActiveCatalogs(catalogs)]);
    return { Component: module.default };
  };

function pageRoute(path: string): RouteObject {
  const view = PAGE_VIEWS[path];
  if (!view) throw new Error(`The page table lists ${path} as built but it has no component`);
  // Loader-only routes redirect before rendering; `element: null` says so explicitly.
  if ('loader' in view) return { path, loader: view.loader, element: null };
  const handle: RouteHandle = { title: view.title };
  if ('Component' in view) return { path, handle, Component: view.Component };
  return { path, handle, lazy: component(view.load, view.catalogs) };
}

/** The built pages of the table that render in this frame. */
const inLayout = (layout: PageLayout) =>
  PAGE_TABLE.filter((page) => page.built && page.layout === layout).map((page) =>
    pageRoute(page.path),
  );

export function buildRoutes(guardLoader = defaultGuardLoader): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: guardLoader,
      // The guard runs before every navigation, like a global "before each" hook.
      shouldRevalidate: () => true,
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FullScreenLoader,
      children: [
        ...inLayout('bare'),
        {
          id: 'auth-layout',
          lazy: component(
            () => import(/* webpackChunkName: "auth" */ '@/features/auth/components/AuthLayout'),
            LAYOUT_CATALOGS.auth,
          ),
          children: inLayout('auth'),
        },
        {
          id: 'shell',
          lazy: component(
            () => import(/* webpackChunkName: "shell" */ './layout/AppLayout'),
            LAYOUT_CATALOGS.shell,
          ),
          children: inLayout('shell'),
        },
        {
          id: 'mobile-layout',
          lazy: component(
            () =>
              import(/* webpackChunkName: "mobile" */ '@/features/mobile/components/MobileLayout'),
            LAYOUT_CATALOGS.mobile,
          ),
          children: inLayout('mobile'),
        },
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
