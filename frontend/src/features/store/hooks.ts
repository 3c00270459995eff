import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { Page, StoreApp, StoreAppDetail, StoreGroup } from '@/api/types';
import { useLocale } from '@/i18n/locale';

import { fetchStoreApp, fetchStoreApps, fetchStoreGroups, type StoreAppQuery } from './api';

export const PAGE_SIZE = 12;

// Public reads, signed in or out. The server answers in the caller's language, so the
// locale is part of every key: switching language reads the texts again.
export const storeKeys = {
  all: ['store'] as const,
  groups: (locale: string) => ['store', locale, 'groups'] as const,
  apps: (locale: string, query: StoreAppQuery) => ['store', locale, 'apps', query] as const,
  app: (locale: string, id: number | null) => ['store', locale, 'app', id] as const,
};

export function useStoreGroups(): UseQueryResult<StoreGroup[]> {
  const locale = useLocale();
  return useQuery({ queryKey: storeKeys.groups(locale), queryFn: fetchStoreGroups });
}

export function useStoreApps(query: StoreAppQuery): UseQueryResult<Page<StoreApp>> {
  const locale = useLocale();
  return useQuery({
    queryKey: storeKeys.apps(locale, query),
    queryFn: () => fetchStoreApps(query),
  });
}

/** One app's page; `id` null (not a number) skips. */
export function useStoreApp(id: number | null): UseQueryResult<StoreAppDetail> {
  const locale = useLocale();
  return useQuery({
    queryKey: storeKeys.app(locale, id),
    queryFn: () => fetchStoreApp(id ?? 0),
    enabled: id !== null,
  });
}
