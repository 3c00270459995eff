import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

import { setQueryData, useApiQuery, type QueryResult } from '@/api/query';
import { useSession } from '@/api/session';
import type { NotificationStats } from '@/api/types';
import { toast } from '@/components/feedback';
import { useNotificationStatsStream } from '@/stream';
import type { EventStreamView } from '@/stream';

import { fetchNotificationStats, markAllNotificationsRead, markNotificationRead } from './api';
import { notificationMessages as m } from './messages';

export const STATS_QUERY_KEY = 'notifications/stats';

/** The signed-in person's notification stats, shared by the header and the messages page. */
export function useNotificationStats(): QueryResult<NotificationStats> {
  const session = useSession();
  return useApiQuery(session ? STATS_QUERY_KEY : null, fetchNotificationStats);
}

/**
 * While mounted, keeps the stats fresh from the server's event stream (individuals only:
 * the server streams to no one else); every pushed update replaces the cached stats.
 */
export function useLiveNotificationStats(): EventStreamView<NotificationStats> {
  const session = useSession();
  const stream = useNotificationStatsStream<NotificationStats>(session?.userType === 'user');
  const latest = stream.messages.at(-1)?.data;
  useEffect(() => {
    if (latest) setQueryData(STATS_QUERY_KEY, latest);
  }, [latest]);
  return stream;
}

/** Re-reads the stats (after a change made here; the stream would bring them a moment later). */
function refreshStats(): void {
  fetchNotificationStats().then(
    (stats) => setQueryData(STATS_QUERY_KEY, stats),
    () => {}, // the stream or the next visit brings them
  );
}

/** Mark one or all as read. */
export function useMarkRead() {
  const intl = useIntl();
  const markOne = useCallback(async (id: number) => {
    const item = await markNotificationRead(id);
    refreshStats();
    return item;
  }, []);
  const markAll = useCallback(async () => {
    const { marked } = await markAllNotificationsRead();
    refreshStats();
    toast(intl.formatMessage(m.markedAllRead, { count: marked }), 'success');
    return marked;
  }, [intl]);
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
