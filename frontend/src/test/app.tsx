/** Renders the whole app (providers, guard, routes) in a memory router. */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';

import { resetQueries } from '@/api/query';
import { AppRoot } from '@/app/AppRoot';
import { handleUnauthorized } from '@/app/auth';
import { createGuardLoader, type GuardEnvironment } from '@/app/guards/guardLoader';
import { menuStore, loadMenu } from '@/app/menu/store';
import { connectRouter } from '@/app/navigation';
import { buildRoutes } from '@/app/routes';
import { setUnauthorizedHandler } from '@/api/client';

import { fakeFetch } from './http';

export interface RenderAppOptions {
  /** Answers the app's API calls. */
  api?: Parameters<typeof fakeFetch>[0];
  env?: Partial<GuardEnvironment>;
}

export function renderApp(path: string, { api, env }: RenderAppOptions = {}) {
  menuStore.reset();
  resetQueries();
  const http = fakeFetch(api ?? (() => Promise.reject(new TypeError('no API in this test'))));
  vi.stubGlobal('fetch', http.fetch);

  const guard = createGuardLoader({
    online: () => true,
    userAgent: () => 'Mozilla/5.0 (X11; Linux x86_64) jsdom',
    loadMenu: () => loadMenu(),
    ...env,
  });
  const router = createMemoryRouter(buildRoutes(undefined, guard), { initialEntries: [path] });
  connectRouter(router);
  setUnauthorizedHandler(handleUnauthorized);
  const view = render(<AppRoot router={router} />);
  return { ...view, router, calls: http.calls };
}
