import type { QueryClient } from '@tanstack/react-query';

import { getLocale } from '@/i18n/locale';

import { listingGroupsRead } from './hooks';

/**
 * Starts the read of the market's front page (the listings by label, `size` a label) before
 * the page's code arrives, as its route's prefetch does for every page with a `.data.ts`.
 */
export function prefetchListingGroups(
  client: QueryClient,
  { near, size }: { near?: string; size?: number },
): void {
  void client.prefetchQuery(listingGroupsRead(getLocale(), near, size));
}
