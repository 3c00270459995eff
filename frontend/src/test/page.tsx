/**
 * Renders pages of the app without booting it: the app's providers and every built page's
 * route in a `main` landmark, but no guard, no menu and no frame (shell, sign-in card, mobile
 * bars). A test of one
 * page's behaviour uses `renderPage`; `renderApp` (`./app`) is for the guard and the frames.
 */
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { vi } from 'vitest';

import { setNoticeHandler, setUnauthorizedHandler } from '@/api/client';
import { AppRoot } from '@/app/AppRoot';
import { notifyError } from '@/components/feedback';
import { menuStore } from '@/app/menu/store';
import { layoutCatalogs, pageRoute } from '@/app/routes';
import { PAGE_TABLE } from '@/config/pages';
import NotFoundPage from '@/features/errors/pages/NotFoundPage';
import { loadActiveCatalogs } from '@/i18n/locale';
import { handleUnauthorized } from '@/lib/auth';
import { connectRouter } from '@/lib/navigation';

import { fakeFetch } from './http';
import { createTestQueryClient } from './providers';

export interface RenderPageOptions {
  /** Answers the app's API calls. */
  api?: Parameters<typeof fakeFetch>[0];
}

/**
 * antd without its style sheets: in jsdom they cost more than the rest of a test (each
 * component's rules are generated and parsed, and every computed style walks them all), and
 * a test asserts behaviour, not looks. Visibility that antd gives by class (a closed popup's
 * `-hidden`) is not seen: assert on what the page renders, not on what antd's CSS hides.
 */
export function WithoutStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;
}

/**
 * Mounts `routes` (made for the test's query cache) at `path`, with `api` as `fetch`, inside
 * `wrapper` if one is given.
 */
export function mountRoutes(
  path: string,
  routes: (queryClient: QueryClient) => RouteObject[],
  { api }: RenderPageOptions,
  wrapper?: ComponentType<{ children: ReactNode }>,
) {
  menuStore.reset();
  const http = fakeFetch(api ?? (() => Promise.reject(new TypeError('no API in this test'))));
  vi.stubGlobal('fetch', http.fetch);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [path] });
  connectRouter(router);
  setUnauthorizedHandler(handleUnauthorized);
  setNoticeHandler(notifyError);
  const view = render(<AppRoot router={router} queryClient={queryClient} />, { wrapper });
  return { ...view, router, calls: http.calls, queryClient };
}

/** The catalogs of every frame: the frames do not render here, but pages may share their texts. */
const FRAME_CATALOGS = [
  ...new Set(PAGE_TABLE.flatMap((page) => layoutCatalogs(page.layout ?? 'bare'))),
];

const pageRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    loader: async () => {
      await loadActiveCatalogs(FRAME_CATALOGS);
      return null;
    },
    HydrateFallback: () => null,
    // The frames' landmark, where their pages render.
    Component: () => (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      ...PAGE_TABLE.filter((page) => page.built).map((page) => pageRoute(page, queryClient)),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * Renders the page at `path` (and any page it links to) with the app's providers and antd
 * without its style sheets, as the signed-in or signed-out session in `sessionStore` sees it:
 * who may open it is the guard's business, tested with `renderApp`.
 */
export function renderPage(path: string, options: RenderPageOptions = {}) {
  return mountRoutes(path, pageRoutes, options, WithoutStyles);
}

/**
 * A text matcher for text split across elements (e.g. "sent to <strong>x</strong>"):
 * the innermost element whose whole text is `text`.
 */
export function fullText(text: string) {
  return (_content: string, node: Element | null): boolean =>
    node?.textContent === text && ![...node.children].some((child) => child.textContent === text);
}

/**
 * The open dialog with this title. (Under NODE_ENV=test antd gives every
 * dialog the same title id, so two dialogs in the page share one name.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const open = screen
      .getAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' })
      .map((heading) => heading.closest<HTMLElement>('[role="dialog"]'))
      .filter(
        (dialog): dialog is HTMLElement => dialog !== null && dialog.style.display !== 'none',
      );
    if (open.length === 0) throw new Error(`No open dialog titled "${title}"`);
    return open[open.length - 1]!;
  });
}
