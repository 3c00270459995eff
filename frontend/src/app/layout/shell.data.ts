/**
 * The frame's own reads (the header's profile, notification figures and companies), started
 * by `early` beside the menu on a signed-in person's console page, so that the frame draws
 * them in its first render instead of drawing the header again when they answer.
 */
import type { QueryClient } from '@tanstack/react-query';

import { profileRead } from '@/features/account/hooks';
import { myCompaniesRead } from '@/features/companies/hooks';
import { notificationStatsRead } from '@/features/notifications/hooks';

export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(profileRead());
  void client.prefetchQuery(notificationStatsRead());
  void client.prefetchQuery(myCompaniesRead());
}
