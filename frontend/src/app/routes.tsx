import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';

import { FullScreenLoader } from '@/components/FullScreenLoader';
import { errorPageMessages } from '@/features/errors/messages';
import { notificationsCatalog } from '@/features/notifications/catalog';
import type { CatalogLoader } from '@/i18n/catalogs';
import { loadActiveCatalogs } from '@/i18n/locale';

import { guardLoader as defaultGuardLoader } from './guards/guardLoader';
import { SIGN_IN_PATH } from './guards/paths';
import { PAGES, isRegisteredPath, type PageDefinition, type PageLayout } from './pages';
import { pcWebLoader } from './pcWeb';
import { RootRoute } from './root/RootRoute';
import type { RouteHandle } from './root/hooks';
import { RouteErrorPage } from './root/RouteErrorPage';

/** The frames' own catalogs beyond the core (the shell's notification bell). */
export const LAYOUT_CATALOGS: Readonly<Record<PageLayout, readonly CatalogLoader[]>> = {
  bare: [],
  auth: [],
  shell: [notificationsCatalog],
};

/** A lazy route: its code and its catalogs in the current language, before it renders. */
const component =
  (load: () => Promise<{ default: ComponentType }>, catalogs: readonly CatalogLoader[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadActiveCatalogs(catalogs)]);
    return { Component: module.default };
  };

function pageRoute(page: PageDefinition): RouteObject {
  const handle: RouteHandle = { title: page.title };
  return { path: page.path, handle, lazy: component(page.load, page.catalogs) };
}

/** Short paths that lead elsewhere once their target page exists. */
const ALIASES: readonly { from: string; to: string }[] = [
  { from: '/m', to: '/m/market' },
  { from: '/front', to: '/market' },
];

/** Keeps the query (e.g. `?redirect=`, `?lang=`) when forwarding. */
const forwardTo =
  (to: string) =>
  ({ request }: { request: Request }) =>
    replace(`${to}${new URL(request.url).search}`);

export function buildRoutes(
  pages: readonly PageDefinition[] = PAGES,
  guardLoader = defaultGuardLoader,
): RouteObject[] {
  const inLayout = (layout: PageLayout) =>
    pages.filter((page) => page.layout === layout).map(pageRoute);

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
        // Loader-only routes redirect before rendering; `element: null` says so explicitly.
        { path: '/auth', loader: forwardTo(SIGN_IN_PATH), element: null },
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
        { path: '/pc-web', loader: pcWebLoader, element: null },
        ...ALIASES.filter(({ to }) => isRegisteredPath(to)).map(({ from, to }) => ({
          path: from,
          loader: forwardTo(to),
          element: null,
        })),
        {
          id: 'not-found',
          path: '*',
          handle: { title: errorPageMessages.notFoundTitle } satisfies RouteHandle,
          lazy: component(
            () => import(/* webpackChunkName: "errors" */ '@/features/errors/pages/NotFoundPage'),
          ),
        },
      ],
    },
  ];
}
