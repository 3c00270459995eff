/**
 * /app's list state, all of it in the URL query (`status`, `type`, `search`, `sort`, `page`)
 * and kept for the next visit (spec section 9), and the read it makes: shared by the page and
 * by its route's prefetch, so both ask for one query.
 */
import type { QueryClient } from '@tanstack/react-query';

import { STORAGE_KEYS } from '@/constants';
import { isDisplayType } from '@/features/store';
import { getLocale } from '@/i18n/locale';
import {
  keptValues,
  positiveIntParam,
  sortParam,
  withValues,
  type KeptQuery,
} from '@/lib/listQuery';

import type { AppQuery } from '../api';
import { installedAppsRead, PAGE_SIZE } from '../queries';
import { isAppStatus } from '../statuses';

export const MY_APPS_QUERY: KeptQuery = {
  key: STORAGE_KEYS.apps,
  names: ['status', 'type', 'search', 'sort', 'page'],
};

export function readMyAppsQuery(params: URLSearchParams) {
  const status = params.get('status');
  const type = params.get('type');
  return {
    status: isAppStatus(status) ? status : undefined,
    type: isDisplayType(type) ? type : undefined,
    search: params.get('search')?.trim() ?? '',
    sort: sortParam(params.get('sort')),
    page: positiveIntParam(params.get('page')) ?? 1,
  };
}

/** The read of the list as the URL query has it. */
export function myAppsRead(params: URLSearchParams): AppQuery {
  const { status, type, search, sort, page } = readMyAppsQuery(params);
  return { status, type, search, sort, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}

/** Starts the list's read before the page's code arrives (the route's prefetch), as the page
 * will show it: the kept query when the URL has none. */
export function prefetch(client: QueryClient, url: URL): void {
  const params = withValues(url.searchParams, keptValues(MY_APPS_QUERY, url.searchParams));
  void client.prefetchQuery(installedAppsRead(getLocale(), myAppsRead(params)));
}
