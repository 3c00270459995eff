/**
 * /wallet's reads, started before the page's code arrives (the route's prefetch, and `early`
 * before the app's code): the balance, the charts' days and the newest transactions, so the
 * page draws them in its first render. The available coins are the page's figure (its row's
 * `figure`): drawn in the frame as soon as they are read (docs/decisions/0064).
 */
import type { QueryClient } from '@tanstack/react-query';

import { showBootFigure } from '@/lib/bootFigure';
import { getLocale, languageTag } from '@/i18n/locale';

import { formatCoins, signOf } from '../money';
import {
  CHART_DAYS,
  LATEST_TRANSACTIONS,
  summaryRead,
  transactionsRead,
  walletRead,
} from '../queries';

export function prefetch(client: QueryClient): void {
  client
    .fetchQuery(walletRead())
    .then(({ available }) =>
      showBootFigure({
        text: formatCoins(available, languageTag(getLocale())),
        negative: signOf(available) < 0,
      }),
    )
    .catch(() => undefined); // the page reads again and shows the failure
  // Each in a task of its own: the first reads through the query cache (and the summary's
  // time zone) cost about 35 ms together on the test machine, a long task on a phone.
  setTimeout(() => void client.prefetchQuery(summaryRead(CHART_DAYS)), 0);
  setTimeout(() => void client.prefetchQuery(transactionsRead(LATEST_TRANSACTIONS)), 0);
}
