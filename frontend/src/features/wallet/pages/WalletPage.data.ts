/**
 * /wallet's reads, started before the page's code arrives (the route's prefetch, and `early`
 * before the app's code): the balance, the charts' days and the newest transactions, so the
 * page draws them in its first render.
 */
import type { QueryClient } from '@tanstack/react-query';

import {
  CHART_DAYS,
  LATEST_TRANSACTIONS,
  summaryRead,
  transactionsRead,
  walletRead,
} from '../queries';

export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(walletRead());
  void client.prefetchQuery(summaryRead(CHART_DAYS));
  void client.prefetchQuery(transactionsRead(LATEST_TRANSACTIONS));
}
