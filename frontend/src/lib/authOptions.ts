/**
 * Which optional sign-in methods (WeChat) the server offers, and the desktop host's origin:
 * read by the sign-in page (auth), the sign-in methods card (account) and the /pc-web
 * hand-over, so it sits below the features.
 */
import { API_PREFIX, api } from '@/api/client';
import type { AuthOptions } from '@/api/types';

import { useCachedData } from './query';

const AUTH_OPTIONS_KEY = ['auth', 'options'] as const;

/** The page renders without it: no loading overlay. */
export function fetchAuthOptions(): Promise<AuthOptions> {
  return api.get<AuthOptions>(`${API_PREFIX.iam}/auth/options`, { loading: false });
}

/**
 * The server's sign-in options; undefined until known. Read without a query observer: the
 * sign-in page is a first page (`useCachedData`).
 */
export function useAuthOptions(): AuthOptions | undefined {
  return useCachedData(AUTH_OPTIONS_KEY, fetchAuthOptions);
}
