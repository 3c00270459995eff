import { StrictMode, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';

import { IntlRoot } from '@/i18n/IntlRoot';

import { AppProviders } from './providers/AppProviders';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Everything above the routes. Providers sit outside the router so loaders can use them. */
export function AppRoot({ router }: { router: AppRouter }) {
  const pathname = useSyncExternalStore(
    router.subscribe,
    () => router.state.location.pathname,
    () => router.state.location.pathname,
  );
  return (
    <StrictMode>
      <IntlRoot>
        <AppProviders pathname={pathname}>
          <RouterProvider router={router} />
        </AppProviders>
      </IntlRoot>
    </StrictMode>
  );
}
