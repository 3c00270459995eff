/** /market's first read, started before its code arrives: the groups, unless it lists a search. */
import type { QueryClient } from '@tanstack/react-query';

import { isFiltered, readMarketQuery } from '../filters';
import { prefetchListingGroups } from '../prefetch';

/** The market is public: a signed-out visitor's phone reads it too. */
export const forVisitors = true;

export function prefetch(client: QueryClient, url: URL): void {
  const { filters, q } = readMarketQuery(url.searchParams);
  if (q === '' && !isFiltered(filters)) prefetchListingGroups(client, { near: filters.near });
}
