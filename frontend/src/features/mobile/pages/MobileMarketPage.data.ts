/** /m/market's first read, started before its code arrives (see `prefetchMarketFront`). */
import type { QueryClient } from '@tanstack/react-query';

import { prefetchMarketFront } from '@/features/market';

import { MOBILE_MARKET } from '../variant';

/** The market is public: a signed-out visitor reads it too. */
export const forVisitors = true;

export function prefetch(client: QueryClient, url: URL): void {
  prefetchMarketFront(client, url, MOBILE_MARKET.groupSize);
}
