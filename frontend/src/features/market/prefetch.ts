import type { QueryClient } from '@tanstack/react-query';

import { getLocale } from '@/i18n/locale';

import { isFiltered, readMarketQuery } from './filters';
import { listingGroupsRead } from './hooks';

/**
 * Starts the read of a market front page at `url` before the page's code arrives: its
 * listings by label (`size` a label), unless the URL asks for a search or a filter, where the
 * page lists the matching listings instead.
 */
export function prefetchMarketFront(client: QueryClient, url: URL, size?: number): void {
  const { filters, q } = readMarketQuery(url.searchParams);
  if (q !== '' || isFiltered(filters)) return;
  void client.prefetchQuery(listingGroupsRead(getLocale(), filters.near, size));
}
