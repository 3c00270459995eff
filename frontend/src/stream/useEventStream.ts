import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

import {
  createEventStream,
  type EventStream,
  type EventStreamOptions,
  type EventStreamState,
} from './eventStream';

export interface EventStreamView<T> extends EventStreamState<T> {
  /** Closes and opens again with a fresh retry count (e.g. a "Try again" button). */
  reconnect: () => void;
}

const IDLE: EventStreamState<never> = Object.freeze({
  status: 'idle',
  connected: false,
  error: null,
  messages: [],
  reconnectCount: 0,
  lastEventId: '',
  evicted: false,
});
const noop = () => {};
const subscribeNone = () => noop;

/**
 * Connects while the component is mounted and `options` is not null; the request is
 * aborted on unmount (and when the request changes).
 *
 * A new stream is made when the request changes: `path`, `method`, `query`, `headers`,
 * `body` (compared as JSON) or the retry/keep numbers. The functions (`open`, `parse`,
 * `timers`, `now`, `translate`) are read when the stream is made. A stream the server
 * evicted (too many of the person's tabs) starts again when this window is focused.
 */
export function useEventStream<T = unknown>(
  options: EventStreamOptions<T> | null,
): EventStreamView<T> {
  const key =
    options &&
    JSON.stringify([
      options.path,
      options.method ?? 'GET',
      options.query ?? null,
      options.headers ?? null,
      options.body ?? null,
      options.retryIntervalMs ?? null,
      options.maxRetries ?? null,
      options.keepMessages ?? null,
    ]);

  // Made during render but inert until the effect below starts it; `key` stands for `options`.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `options` is compared through `key`
  const stream: EventStream<T> | null = useMemo(() => options && createEventStream(options), [key]);

  const subscribe = useMemo(
    () => (stream ? (listener: () => void) => stream.subscribe(listener) : subscribeNone),
    [stream],
  );
  const getSnapshot = useCallback(
    (): EventStreamState<T> => (stream ? stream.getState() : IDLE),
    [stream],
  );
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  // Started a task after the commit that mounted it: its first change of state renders its
  // readers again (the header's bell), and in the commit's own task that made the console's
  // first commit longer (decision 0075).
  useEffect(() => {
    if (!stream) return;
    const starting = setTimeout(() => stream.start(), 0);
    return () => {
      clearTimeout(starting);
      stream.close();
    };
  }, [stream]);

  useEffect(() => {
    if (!stream || !state.evicted) return;
    const resume = () => stream.start();
    window.addEventListener('focus', resume);
    return () => window.removeEventListener('focus', resume);
  }, [stream, state.evicted]);

  const reconnect = useCallback(() => {
    stream?.close();
    stream?.start();
  }, [stream]);

  return useMemo(() => ({ ...state, reconnect }), [state, reconnect]);
}
