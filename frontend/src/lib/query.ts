/**
 * Server state lives in TanStack Query. Reads stay until a change invalidates them (or
 * polling refreshes them), as the lists and pages expect; a server error is tried again
 * twice, a refusal (4xx) or a network failure (the client has already said so) is not.
 * Requests are not held back while the browser says it is offline: the app's own offline
 * page handles that, and its "Try again" must read at once.
 */
import { QueryClient } from '@tanstack/react-query';

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
    },
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
