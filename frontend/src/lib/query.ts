/**
 * Server state lives in TanStack Query. Reads stay until a change invalidates them (or
 * polling refreshes them), as the lists and pages expect; a server error is tried again
 * twice, a refusal (4xx) or a network failure (the client has already said so) is not.
 * Requests are not held back while the browser says it is offline: the app's own offline
 * page handles that, and its "Try again" must read at once.
 */
import { QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { isApiError } from '@/api/errors';

const SERVER_ERROR_RETRIES = 2;

export function retryServerErrors(failureCount: number, error: unknown): boolean {
  return failureCount < SERVER_ERROR_RETRIES && isApiError(error) && error.code >= 500;
}

export interface QueryClientOptions {
  /** Tests turn retries off so a failure shows at once. */
  retry?: boolean;
}

export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: retry ? retryServerErrors : false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/** Settles once no read of `client` is in flight: at once when none is. */
export function readsSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What a polling rule sees of a query. */
export interface PolledState<T> {
  state: { data: T | undefined; error: Error | null };
}

/**
 * Options re-reading a query every `interval` ms while `active(data, error)` holds and the
 * tab is visible (TanStack pauses intervals in a hidden tab); coming back to the tab
 * re-reads at once.
 */
export function pollWhile<T>(
  interval: number,
  active: (data: T | undefined, error: unknown) => boolean,
) {
  const polling = ({ state }: PolledState<T>) => active(state.data, state.error);
  return {
    refetchInterval: (query: PolledState<T>) => (polling(query) ? interval : false),
    refetchOnWindowFocus: (query: PolledState<T>) => (polling(query) ? ('always' as const) : false),
  };
}

/**
 * The data of the query under `queryKey` (fetched by `queryFn` when missing, with the
 * client's defaults), read from the query cache without TanStack's `QueryObserver`, which
 * would add ~2.8 KiB gzip to the sign-in page (docs/frontend.md, "Bundle"): for a first page's one
 * settled read. No polling, no refetch on focus; the same entry `useQuery` reads elsewhere.
 * Pass a module-level key and function (they are the effect's dependencies).
 */
export function useCachedData<T>(queryKey: QueryKey, queryFn: () => Promise<T>): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const data = useSyncExternalStore(subscribe, () => client.getQueryData<T>(queryKey));
  useEffect(() => {
    void client.prefetchQuery({ queryKey, queryFn });
  }, [client, queryKey, queryFn]);
  return data;
}
