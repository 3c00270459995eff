/**
 * /app's list state, all of it in the URL query (`status`, `type`, `search`, `page`), and the
 * read it makes: shared by the page and by its route's prefetch, so both ask for one query.
 */
import type { QueryClient } from '@tanstack/react-query';

import { isDisplayType } from '@/features/store';
import { getLocale } from '@/i18n/locale';

import type { AppQuery } from '../api';
import { installedAppsRead, PAGE_SIZE } from '../queries';
import { isAppStatus } from '../statuses';

export function readMyAppsQuery(params: URLSearchParams) {
  const status = params.get('status');
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: isAppStatus(status) ? status : undefined,
    type: isDisplayType(type) ? type : undefined,
    search: params.get('search')?.trim() ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The read of the list as the URL query has it. */
export function myAppsRead(params: URLSearchParams): AppQuery {
  const { status, type, search, page } = readMyAppsQuery(params);
  return { status, type, search, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}

/** Starts the list's read before the page's code arrives (the route's prefetch). */
export function prefetch(client: QueryClient, url: URL): void {
  void client.prefetchQuery(installedAppsRead(getLocale(), myAppsRead(url.searchParams)));
}
