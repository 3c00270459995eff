import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';

import { IntlRoot } from '@/i18n/IntlRoot';

import { onSessionReset } from '@/lib/auth';
import { AppProviders } from './providers/AppProviders';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Everything above the routes. Providers sit outside the router so loaders can use them. */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // Another person's reads must not show: signing in or out forgets them all.
  useEffect(() => onSessionReset(() => queryClient.removeQueries()), [queryClient]);
  // Followed in a transition, as the router draws its own changes: a store read here
  // (`useSyncExternalStore`) redrew the whole app at once on each navigation, one task of a
  // second on a phone.
  const [pathname, setPathname] = useState(router.state.location.pathname);
  useEffect(() => {
    const follow = () => startTransition(() => setPathname(router.state.location.pathname));
    follow();
    return router.subscribe(follow);
  }, [router]);
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
