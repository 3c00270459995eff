/**
 * The signed-in user's notification stats, pushed by the server as an event stream:
 * `GET /api/iam/v1/notifications/stats` with `Accept: text/event-stream`, the bearer
 * token and `Accept-Language` (all added by `api.openStream`), and `since_ms`: how long ago
 * this page loaded, so the first event names only the topics that changed since then, and the
 * page does not read again what it has just read (every read of the page is younger).
 */
import { API_PREFIX } from '@/api/client';

import { createEventStream, type EventStream, type EventStreamOptions } from './eventStream';
import { useEventStream, type EventStreamView } from './useEventStream';

export const NOTIFICATION_STATS_STREAM_PATH = `${API_PREFIX.iam}/notifications/stats`;

const sinceLoad = () => ({ since_ms: Math.ceil(performance.now()) });

/** A framework-free stats stream (call `start()`); `overrides` are for tests. */
export function createNotificationStatsStream<T = unknown>(
  overrides: Partial<EventStreamOptions<T>> = {},
): EventStream<T> {
  return createEventStream<T>({
    connectQuery: sinceLoad,
    ...overrides,
    path: NOTIFICATION_STATS_STREAM_PATH,
  });
}

/** The stats stream while mounted and `enabled` (pass false when signed out). */
export function useNotificationStatsStream<T = unknown>(enabled = true): EventStreamView<T> {
  return useEventStream<T>(
    enabled ? { path: NOTIFICATION_STATS_STREAM_PATH, connectQuery: sinceLoad } : null,
  );
}
