/** /m/market's first read, started before its code arrives: the groups, unless it lists a search. */
import type { QueryClient } from '@tanstack/react-query';

import { filterCount, prefetchListingGroups, readMarketQuery } from '@/features/market';

import { MOBILE_MARKET } from '../variant';

/** The market is public: a signed-out visitor's phone reads it too. */
export const forVisitors = true;

export function prefetch(client: QueryClient, url: URL): void {
  const { filters, q } = readMarketQuery(url.searchParams);
  if (q === '' && filterCount(filters) === 0) {
    prefetchListingGroups(client, { near: filters.near, size: MOBILE_MARKET.groupSize });
  }
}
