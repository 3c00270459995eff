export {
  createEventStream,
  EventStreamError,
  type EventStream,
  type EventStreamErrorReason,
  type EventStreamOptions,
  type EventStreamState,
  type OpenStream,
  type StreamMessage,
  type StreamStatus,
  type StreamTimers,
} from './eventStream';
export { createSseParser, type SseEvent, type SseParser, type SseParserHandlers } from './sse';
export { useEventStream, type EventStreamView } from './useEventStream';
export {
  createNotificationStatsStream,
  NOTIFICATION_STATS_STREAM_PATH,
  useNotificationStatsStream,
} from './notificationStats';
export { streamMessages } from './messages';
export { liveReadOptions, TOPIC_POLL_MS, useLiveRead } from './topics';
