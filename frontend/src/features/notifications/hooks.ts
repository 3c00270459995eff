import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import { useSession } from '@/api/session';
import type { NotificationItem, NotificationStats, Page, UserType } from '@/api/types';
import { mayOpen } from '@/config/pages';
import { MESSAGES_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { useWrite } from '@/lib/write';
import { invalidateTopics } from '@/api/topics';
import { useLiveRead, useNotificationStatsStream } from '@/stream';
import type { EventStreamView } from '@/stream';

import {
  fetchNotificationStats,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationQuery,
} from './api';
import { notificationMessages as m } from './messages';

/**
 * Whether the header shows the bell (and its figures are read): to whoever may open
 * /messages, individuals and owners in their company's identity.
 */
export const hasBell = (userType: UserType): boolean => mayOpen(MESSAGES_PATH, userType);

export const notificationKeys = {
  stats: ['notifications', 'stats'] as const,
  list: (query: NotificationQuery) => ['notifications', 'list', query] as const,
};

/** The stats' read, for `useNotificationStats` and the frame's early reads (`shell.data.ts`). */
export const notificationStatsRead = () => ({
  queryKey: notificationKeys.stats,
  queryFn: fetchNotificationStats,
});

/**
 * The notification stats of the identity the person acts through (a company's identity has
 * that company's inbox), shared by the header and the messages page; polled where no stream
 * brings them.
 */
export function useNotificationStats(): UseQueryResult<NotificationStats> {
  const session = useSession();
  return useQuery({
    ...notificationStatsRead(),
    enabled: session !== null,
    ...useLiveRead(),
  });
}

/**
 * A page of notifications: read again with the `notifications` topic (a stream event, or
 * this browser marking some read), or polled where no stream brings it.
 */
export function useNotifications(query: NotificationQuery): UseQueryResult<Page<NotificationItem>> {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: () => fetchNotifications(query),
    ...useLiveRead(),
  });
}

/** A stream event: the stats, and which pages' data changed with them. */
export type LiveStats = NotificationStats & { topics?: string[] };

/**
 * While mounted, keeps the stats fresh from the server's event stream (individuals only:
 * the server streams to no one else); every pushed update replaces the cached stats and
 * reads again the queries of its topics (`invalidateTopics`, as a write does), but for the
 * stats it carried.
 */
export function useLiveNotificationStats(): EventStreamView<LiveStats> {
  const session = useSession();
  const client = useQueryClient();
  const stream = useNotificationStatsStream<LiveStats>(session?.userType === 'user');
  const latest = stream.messages.at(-1)?.data;
  useEffect(() => {
    if (!latest) return;
    const { topics = [], ...stats } = latest;
    client.setQueryData(notificationKeys.stats, stats);
    void invalidateTopics(client, topics, { except: [notificationKeys.stats] });
  }, [client, latest]);
  return stream;
}

/** Mark one or all as read: the `notifications` topic is read again (stats and lists). */
export function useMarkRead() {
  const intl = useIntl();
  const markOne = useWrite(markNotificationRead, { invalidates: ['notifications'] });
  const markAll = useWrite(() => markAllNotificationsRead(), {
    invalidates: ['notifications'],
    onSuccess: ({ marked }) =>
      toast(intl.formatMessage(m.markedAllRead, { count: marked }), 'success'),
  });
  return { markOne, markAll };
}

/**
 * Calls `onChange` whenever the person's notification figures change after the first
 * reading (something arrived, was read, a friend request came or went), so a page can
 * re-read what it shows.
 */
export function useNotificationsChanged(onChange: () => void): void {
  const stats = useNotificationStats().data;
  const signature =
    stats && [stats.total, stats.unread, stats.pending_friend_requests_exists].join('/');
  const seen = useRef(signature);
  const callback = useRef(onChange);
  useLayoutEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    if (signature && seen.current && signature !== seen.current) callback.current();
    seen.current = signature ?? seen.current;
  }, [signature]);
}
