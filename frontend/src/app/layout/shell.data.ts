/**
 * The frame's own reads (the header's profile, notification figures and companies), started
 * by `early` beside the menu on a signed-in person's console page, so that the frame draws
 * them in its first render instead of drawing the header again when they answer.
 */
import type { QueryClient } from '@tanstack/react-query';

import type { UserType } from '@/api/types';
import { profileRead } from '@/features/account/hooks';
import { myCompaniesRead } from '@/features/companies/hooks';
import { hasBell, notificationStatsRead } from '@/features/notifications/hooks';

export function prefetch(client: QueryClient, userType: UserType): void {
  void client.prefetchQuery(profileRead());
  if (hasBell(userType)) void client.prefetchQuery(notificationStatsRead());
  void client.prefetchQuery(myCompaniesRead());
}
