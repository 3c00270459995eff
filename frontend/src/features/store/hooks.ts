import { useApiQuery, type QueryResult } from '@/api/query';
import type { Page, StoreApp, StoreAppDetail, StoreGroup } from '@/api/types';
import { useLocale } from '@/i18n/locale';

import { fetchStoreApp, fetchStoreApps, fetchStoreGroups, type StoreAppQuery } from './api';

/** Every cached store read starts with this. */
const PREFIX = 'store/';
export const PAGE_SIZE = 12;

// Public reads, signed in or out. The server answers in the caller's language, so the
// locale is part of every key: switching language reads the texts again.

function keyOf(locale: string, path: string, query: object = {}): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${PREFIX}${locale}/${path}?${params}`;
}

export function useStoreGroups(): QueryResult<StoreGroup[]> {
  const locale = useLocale();
  return useApiQuery(keyOf(locale, 'groups'), fetchStoreGroups);
}

export function useStoreApps(query: StoreAppQuery): QueryResult<Page<StoreApp>> {
  const locale = useLocale();
  return useApiQuery(keyOf(locale, 'apps', query), () => fetchStoreApps(query));
}

/** One app's page; `id` null (not a number) skips. */
export function useStoreApp(id: number | null): QueryResult<StoreAppDetail> {
  const locale = useLocale();
  return useApiQuery(id !== null ? keyOf(locale, `app/${id}`) : null, () => fetchStoreApp(id ?? 0));
}
