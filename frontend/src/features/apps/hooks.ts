import { invalidateQueries, setQueryData, useApiQuery, type QueryResult } from '@/api/query';
import { useSession } from '@/api/session';
import type { Page } from '@/api/types';
import { getLocale, useLocale } from '@/i18n/locale';

import {
  fetchAiApi,
  fetchInstallTargets,
  fetchInstalledApp,
  fetchInstalledApps,
  type AppQuery,
} from './api';
import type { AiApiInfo, InstallTarget, InstalledApp, InstalledAppDetail } from './types';

/**
 * Every cached read of this feature starts with `apps/<kind>/`. The server writes app names
 * and log reasons in the caller's language, so the locale is part of the keys: switching
 * language reads them again.
 */
const LIST_PREFIX = 'apps/list/';
const TARGETS_PREFIX = 'apps/targets/';
export const PAGE_SIZE = 10;
/** Transitional statuses change by themselves within seconds: re-read this often meanwhile. */
export const APP_POLL_MS = 1500;
/** Enough of one device's apps for its page. */
export const DEVICE_APPS_LIMIT = 50;

function keyOf(prefix: string, locale: string, query: object = {}): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${prefix}${locale}?${params}`;
}

const detailKey = (id: number, locale: string) => `apps/detail/${id}/${locale}`;
const aiApiKey = (id: number) => `apps/ai-api/${id}`;

export function useInstalledApps(query: AppQuery): QueryResult<Page<InstalledApp>> {
  const session = useSession();
  const locale = useLocale();
  return useApiQuery(session ? keyOf(LIST_PREFIX, locale, query) : null, () =>
    fetchInstalledApps(query),
  );
}

/** One installed app with its configuration and log; `id` null (or signed out) skips. */
export function useInstalledApp(id: number | null): QueryResult<InstalledAppDetail> {
  const session = useSession();
  const locale = useLocale();
  return useApiQuery(session && id !== null ? detailKey(id, locale) : null, () =>
    fetchInstalledApp(id ?? 0),
  );
}

/** The caller's devices for installing the app; `appId` null (or signed out) skips. */
export function useInstallTargets(appId: number | null): QueryResult<InstallTarget[]> {
  const session = useSession();
  return useApiQuery(session && appId !== null ? `${TARGETS_PREFIX}${appId}` : null, () =>
    fetchInstallTargets(appId ?? 0),
  );
}

/** The AI API (base URL and key) of an app; `id` null skips. */
export function useAiApi(id: number | null): QueryResult<AiApiInfo> {
  const session = useSession();
  return useApiQuery(session && id !== null ? aiApiKey(id) : null, () => fetchAiApi(id ?? 0));
}

/** After an install, an action or a sharing change: every shown list and device picker reloads. */
export function appsChanged(): void {
  invalidateQueries(LIST_PREFIX);
  invalidateQueries(TARGETS_PREFIX);
}

/** Shows the app a change answered with at once, and reloads the lists. */
export function storeInstalledApp(app: InstalledAppDetail): void {
  setQueryData(detailKey(app.id, getLocale()), app);
  appsChanged();
}

/** Shows a new API key (after a rotation) wherever the app's AI API is read. */
export function storeAiApi(id: number, info: AiApiInfo): void {
  setQueryData(aiApiKey(id), info);
}
