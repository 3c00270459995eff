/**
 * The installed apps' query keys and list read, apart from the hooks (and their components):
 * the /app route starts its read with them before the page's code arrives.
 */
import { fetchInstalledApps, type AppQuery } from './api';

export const PAGE_SIZE = 10;

/**
 * The server writes app names and log reasons in the caller's language, so the locale is
 * part of the keys: switching language reads them again.
 */
export const appKeys = {
  list: (locale: string, query: AppQuery) => ['installs', 'list', locale, query] as const,
  detail: (id: number | null, locale: string) => ['installs', 'detail', id, locale] as const,
  target: (appId: number | null) => ['installs', 'targets', appId] as const,
  aiApi: (id: number | null) => ['installs', 'ai-api', id] as const,
};

/** A page of the caller's apps. */
export const installedAppsRead = (locale: string, query: AppQuery) => ({
  queryKey: appKeys.list(locale, query),
  queryFn: () => fetchInstalledApps(query),
});
