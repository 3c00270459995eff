/** Renders the whole app (providers, guard, routes) in a memory router. */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';

import { AppRoot } from '@/app/AppRoot';
import { handleUnauthorized } from '@/lib/auth';
import { createGuardLoader, type GuardEnvironment } from '@/app/guards/guardLoader';
import { menuStore, loadMenu } from '@/app/menu/store';
import { connectRouter } from '@/lib/navigation';
import { buildRoutes } from '@/app/routes';
import { setNoticeHandler, setUnauthorizedHandler } from '@/api/client';
import { notifyError } from '@/components/feedback';

import { fakeFetch } from './http';

// The signed-in shell is a lazy chunk: compiled here, once, rather than inside a test's
// first wait for the page.
import '@/app/layout/AppLayout';
import { createTestQueryClient } from './providers';

export interface RenderAppOptions {
  /** Answers the app's API calls. */
  api?: Parameters<typeof fakeFetch>[0];
  env?: Partial<GuardEnvironment>;
}

export function renderApp(path: string, { api, env }: RenderAppOptions = {}) {
  menuStore.reset();
  const http = fakeFetch(api ?? (() => Promise.reject(new TypeError('no API in this test'))));
  vi.stubGlobal('fetch', http.fetch);

  const guard = createGuardLoader({
    online: () => true,
    userAgent: () => 'Mozilla/5.0 (X11; Linux x86_64) jsdom',
    loadMenu: () => loadMenu(),
    ...env,
  });
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(buildRoutes({ guardLoader: guard, queryClient }), {
    initialEntries: [path],
  });
  connectRouter(router);
  setUnauthorizedHandler(handleUnauthorized);
  setNoticeHandler(notifyError);
  const view = render(<AppRoot router={router} queryClient={queryClient} />);
  return { ...view, router, calls: http.calls, queryClient };
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
