/**
 * The frame's own reads (the header's profile, notification figures and companies), started
 * by `early` beside the menu on a signed-in person's console page, so that the frame draws
 * them in its first render instead of drawing the header again when they answer.
 */
import type { QueryClient } from '@tanstack/react-query';

import type { UserType } from '@/api/types';
import { mayOpen } from '@/config/pages';
import { MESSAGES_PATH } from '@/config/paths';

import { profileRead } from '@/features/account/hooks';
import { myCompaniesRead } from '@/features/companies/hooks';
import { notificationStatsRead } from '@/features/notifications/hooks';

/** The figures only for those the header shows the bell to: who may open /messages. */
export function prefetch(client: QueryClient, userType: UserType): void {
  void client.prefetchQuery(profileRead());
  if (mayOpen(MESSAGES_PATH, userType)) void client.prefetchQuery(notificationStatsRead());
  void client.prefetchQuery(myCompaniesRead());
}
