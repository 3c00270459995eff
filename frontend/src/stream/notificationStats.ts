/**
 * The signed-in user's notification stats, pushed by the server as an event stream:
 * `GET /api/iam/v1/notifications/stats` with `Accept: text/event-stream`, the bearer
 * token and `Accept-Language` (all added by `api.openStream`).
 */
import { API_PREFIX } from '@/api/client';

import { createEventStream, type EventStream, type EventStreamOptions } from './eventStream';
import { useEventStream, type EventStreamView } from './useEventStream';

export const NOTIFICATION_STATS_STREAM_PATH = `${API_PREFIX.iam}/notifications/stats`;

/** A framework-free stats stream (call `start()`); `overrides` are for tests. */
export function createNotificationStatsStream<T = unknown>(
  overrides: Partial<EventStreamOptions<T>> = {},
): EventStream<T> {
  return createEventStream<T>({ ...overrides, path: NOTIFICATION_STATS_STREAM_PATH });
}

/** The stats stream while mounted and `enabled` (pass false when signed out). */
export function useNotificationStatsStream<T = unknown>(enabled = true): EventStreamView<T> {
  return useEventStream<T>(enabled ? { path: NOTIFICATION_STATS_STREAM_PATH } : null);
}
