import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';

import { IntlRoot } from '@/i18n/IntlRoot';

import { onSessionReset } from '@/lib/auth';
import { AppProviders } from './providers/AppProviders';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Everything above the routes. Providers sit outside the router so loaders can use them. */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // Another person's reads must not show: signing in or out forgets them all.
  useEffect(() => onSessionReset(() => queryClient.removeQueries()), [queryClient]);
  const pathname = useSyncExternalStore(
    router.subscribe,
    () => router.state.location.pathname,
    () => router.state.location.pathname,
  );
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <IntlRoot>
          <AppProviders pathname={pathname}>
            <RouterProvider router={router} />
          </AppProviders>
        </IntlRoot>
      </QueryClientProvider>
    </StrictMode>
  );
}
