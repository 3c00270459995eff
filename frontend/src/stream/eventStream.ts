/**
 * A server-sent event stream read through the API client (spec sections 4, 7, 8, 9).
 *
 * - `start()` opens the request (default GET, with headers and an optional body) and reads
 *   its `text/event-stream` body; every message's data is parsed as JSON and the latest
 *   `STREAM_KEEP_MESSAGES` (10) are kept. A message whose data is not JSON is dropped.
 * - A message repeating the last one is skipped: same event id when both carry one, else
 *   identical data (e.g. the server replaying its last event after a reconnection).
 * - An open failure (non-2xx answer, not `text/event-stream`, no answer) or a broken stream
 *   (network failure, the server ending it) sets `error` and reconnects after the retry delay,
 *   sending the last event id as `Last-Event-ID`. After `STREAM_MAX_RETRIES` (5) reconnections
 *   in a row it stops (`status` "stopped", `connected` false, `error` kept). A successful open
 *   resets the count and clears the error.
 * - Retry delay: `STREAM_RETRY_INTERVAL_MS` (3000 ms), or the server's latest `retry:` value
 *   when that is longer. The server may ask the client to back off, but not to reconnect more
 *   often than the product's interval (the server's initial `retry:` is 1000 ms, meant for
 *   browsers' own EventSource; this client keeps its 3000 ms).
 * - 401 (the API client has already signed out) stops at once without retrying; so does a
 *   refused token refresh. 204 No Content is the server asking not to reconnect: it stops too,
 *   without an error (as EventSource does).
 * - An `evicted` event is the server closing this stream for a newer one of the same person
 *   (too many open tabs): it stops without an error and sets `evicted`; `useEventStream`
 *   starts it again when the tab is focused.
 * - An `ended` event is the server closing this stream because its sign-in session ended
 *   (signed out, password changed, session revoked): it stops without an error and does not
 *   reconnect; the app's next API call answers 401 and signs out.
 * - `close()` aborts the request; `start()` afterwards begins again with a fresh count.
 *
 * Dependencies (the open function, timers, clock, translation) are injected so tests can run
 * against a fake server; by default the request goes through `api.openStream`.
 */
import type { MessageDescriptor } from 'react-intl';

import { api, type HttpMethod, type StreamRequestOptions } from '@/api/client';
import { isApiError } from '@/api/errors';
import { STREAM_KEEP_MESSAGES, STREAM_MAX_RETRIES, STREAM_RETRY_INTERVAL_MS } from '@/constants';
import { translate as defaultTranslate } from '@/i18n/intl';

import { streamMessages } from './messages';
import { createSseParser, type SseEvent } from './sse';

const UNAUTHORIZED = 401;
const NO_CONTENT = 204;
const EVENT_STREAM = 'text/event-stream';
const EVICTED = 'evicted';
const ENDED = 'ended';

/** Opens the request and resolves with the response once its headers arrive. */
export type OpenStream = (
  path: string,
  options: StreamRequestOptions & { signal: AbortSignal },
) => Promise<Response>;

export interface StreamTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export type StreamStatus =
  /** Not started yet. */
  | 'idle'
  /** A request is being opened. */
  | 'connecting'
  /** Receiving events. */
  | 'open'
  /** Waiting for the retry delay before reconnecting. */
  | 'waiting'
  /** Closed by its owner, out of retries, signed out, or told not to reconnect (204). */
  | 'stopped';

export interface StreamMessage<T> {
  /** The event's own `id`, undefined when it had none. */
  id: string | undefined;
  /** The `event` field, `"message"` by default. */
  event: string;
  /** The data, parsed as JSON. */
  data: T;
  /** When it arrived (ms since the epoch). */
  receivedAt: number;
}

export type EventStreamErrorReason =
  /** The open answered with a non-2xx status. */
  | 'http'
  /** The open answered 2xx but not with `text/event-stream`. */
  | 'contentType'
  /** No answer (network failure, or a refresh that failed). */
  | 'network'
  /** The stream broke or the server ended it. */
  | 'lost';

/**
 * Why the stream is not connected. `message` is translated when the error happens;
 * `descriptor` and `values` let a component show it again in the current language.
 */
export class EventStreamError extends Error {
  override readonly name = 'EventStreamError';
  readonly reason: EventStreamErrorReason;
  /** HTTP status of a failed open. */
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly descriptor: MessageDescriptor;
  readonly values: Record<string, string | number> | undefined;

  constructor(init: {
    reason: EventStreamErrorReason;
    message: string;
    descriptor: MessageDescriptor;
    values?: Record<string, string | number>;
    status?: number;
    statusText?: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.reason = init.reason;
    this.descriptor = init.descriptor;
    this.values = init.values;
    this.status = init.status;
    this.statusText = init.statusText;
  }
}

export interface EventStreamState<T> {
  status: StreamStatus;
  /** The stream is open and being read. */
  connected: boolean;
  /** The latest failure; cleared by a successful open (and by `start()`). */
  error: EventStreamError | null;
  /** The latest messages, oldest first. */
  messages: readonly StreamMessage<T>[];
  /** Reconnections since the last successful open (0 … maxRetries). */
  reconnectCount: number;
  /** Sent back as `Last-Event-ID` when reconnecting; "" for none. */
  lastEventId: string;
  /** Stopped by the server for a newer stream of the same person, until `start()`. */
  evicted: boolean;
}

export interface EventStreamOptions<T = unknown> {
  /** API path, e.g. `/api/iam/v1/notifications/stats`. */
  path: string;
  method?: HttpMethod;
  query?: StreamRequestOptions['query'];
  /** Query parameters worked out at each connect, over `query`. */
  connectQuery?: () => StreamRequestOptions['query'];
  headers?: Record<string, string>;
  body?: unknown;
  /** Turns a message's data into `T` (default `JSON.parse`); throwing drops the message. */
  parse?: (data: string) => T;
  retryIntervalMs?: number;
  maxRetries?: number;
  keepMessages?: number;
  /** Default: the API client's `openStream`. */
  open?: OpenStream;
  /** Default: the global `setTimeout`/`clearTimeout`. */
  timers?: StreamTimers;
  /** Default: `Date.now`. */
  now?: () => number;
  /** Default: the app's `translate` (current language). */
  translate?: (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;
}

export interface EventStream<T> {
  /** Connects (no-op while running). After `close()` or giving up, begins again. */
  start(): void;
  /** Aborts the request and stops reconnecting; the messages are kept. */
  close(): void;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current state: a new object after each change, the same one otherwise. */
  getState(): EventStreamState<T>;
}

const defaultTimers: StreamTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const defaultOpen: OpenStream = (path, options) => api.openStream(path, options);

function isEventStream(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === EVENT_STREAM;
}

function discardBody(response: Response) {
  response.body?.cancel().catch(() => {});
}

export function createEventStream<T = unknown>(options: EventStreamOptions<T>): EventStream<T> {
  const {
    path,
    method = 'GET',
    query,
    body,
    parse = (data: string) => JSON.parse(data) as T,
    retryIntervalMs = STREAM_RETRY_INTERVAL_MS,
    maxRetries = STREAM_MAX_RETRIES,
    keepMessages = STREAM_KEEP_MESSAGES,
    open = defaultOpen,
    timers = defaultTimers,
    now = Date.now,
    translate = defaultTranslate,
  } = options;

  let state: EventStreamState<T> = {
    status: 'idle',
    connected: false,
    error: null,
    messages: [],
    reconnectCount: 0,
    lastEventId: '',
    evicted: false,
  };
  const listeners = new Set<() => void>();
  /** The server's latest `retry:` value, kept across reconnections. */
  let serverRetryMs: number | undefined;
  /** The running connection; `null` when none. Stale callbacks compare against it. */
  let current: AbortController | null = null;
  let retryTimer: unknown;
  let waiting = false;
  /** The raw data of the last kept message (compared as sent, before parsing). */
  let lastRawData: string | undefined;

  function setState(patch: Partial<EventStreamState<T>>) {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }

  function makeError(
    reason: EventStreamErrorReason,
    descriptor: MessageDescriptor,
    extra: { status?: number; statusText?: string; cause?: unknown } = {},
  ): EventStreamError {
    const values =
      extra.status === undefined
        ? undefined
        : { status: extra.status, statusText: extra.statusText ?? '' };
    return new EventStreamError({
      reason,
      descriptor,
      values,
      // An empty status text (HTTP/2 has none) leaves no stray spaces.
      message: translate(descriptor, values).replace(/ {2,}/g, ' ').trim(),
      ...extra,
    });
  }

  function httpError(response: Response, reason: 'http' | 'contentType'): EventStreamError {
    return makeError(
      reason,
      reason === 'http' ? streamMessages.connectionFailed : streamMessages.notEventStream,
      { status: response.status, statusText: response.statusText },
    );
  }

  /** Ends the current connection; nothing it started will touch the state any more. */
  function abortCurrent() {
    const controller = current;
    current = null;
    controller?.abort();
    if (waiting) {
      timers.clearTimeout(retryTimer);
      waiting = false;
    }
  }

  /** Stops for good (until `start()`), keeping the error. */
  function stop(error: EventStreamError | null = state.error) {
    abortCurrent();
    setState({ status: 'stopped', connected: false, error });
  }

  /** A failure that may be retried. */
  function fail(error: EventStreamError) {
    abortCurrent();
    if (state.reconnectCount >= maxRetries) {
      stop(error);
      return;
    }
    const delay = Math.max(retryIntervalMs, serverRetryMs ?? 0);
    waiting = true;
    retryTimer = timers.setTimeout(() => {
      waiting = false;
      connect();
    }, delay);
    setState({
      status: 'waiting',
      connected: false,
      error,
      reconnectCount: state.reconnectCount + 1,
    });
  }

  function onEvent(event: SseEvent) {
    if (event.type === EVICTED || event.type === ENDED) {
      stop(null);
      if (event.type === EVICTED) setState({ evicted: true });
      return;
    }
    let data: T;
    try {
      data = parse(event.data);
    } catch {
      return; // not JSON: dropped
    }
    const last = state.messages[state.messages.length - 1];
    if (last) {
      const duplicate =
        event.id !== undefined && last.id !== undefined
          ? event.id === last.id
          : event.data === lastRawData;
      if (duplicate) return;
    }
    lastRawData = event.data;
    const message: StreamMessage<T> = { id: event.id, event: event.type, data, receivedAt: now() };
    setState({
      messages: [...state.messages, message].slice(-keepMessages),
      lastEventId: event.lastEventId,
    });
  }

  async function connect() {
    const controller = new AbortController();
    current = controller;
    const isCurrent = () => current === controller;
    setState({ status: 'connecting', connected: false });

    const headers: Record<string, string> = { ...options.headers };
    if (state.lastEventId) headers['Last-Event-ID'] = state.lastEventId;

    let response: Response;
    try {
      response = await open(path, {
        method,
        query: { ...query, ...options.connectQuery?.() },
        headers,
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (!isCurrent()) return;
      if (isApiError(error) && error.code === UNAUTHORIZED) {
        // The token refresh was refused: signed out.
        stop(
          makeError('http', streamMessages.connectionFailed, {
            status: UNAUTHORIZED,
            statusText: error.msg,
            cause: error,
          }),
        );
      } else {
        fail(makeError('network', streamMessages.network, { cause: error }));
      }
      return;
    }
    if (!isCurrent()) {
      discardBody(response);
      return;
    }
    if (response.status === UNAUTHORIZED) {
      discardBody(response);
      stop(httpError(response, 'http'));
      return;
    }
    if (response.status === NO_CONTENT) {
      stop(null);
      return;
    }
    if (!response.ok) {
      discardBody(response);
      fail(httpError(response, 'http'));
      return;
    }
    if (!isEventStream(response)) {
      discardBody(response);
      fail(httpError(response, 'contentType'));
      return;
    }
    if (!response.body) {
      fail(makeError('lost', streamMessages.lost));
      return;
    }

    setState({ status: 'open', connected: true, error: null, reconnectCount: 0 });

    const reader = response.body.getReader();
    controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), {
      once: true,
    });
    const decoder = new TextDecoder();
    const parser = createSseParser(
      {
        onEvent: (event) => {
          if (isCurrent()) onEvent(event);
        },
        onRetry: (ms) => {
          serverRetryMs = ms;
        },
      },
      { lastEventId: state.lastEventId },
    );
    const syncLastEventId = () => {
      if (isCurrent() && parser.lastEventId !== state.lastEventId) {
        setState({ lastEventId: parser.lastEventId });
      }
    };

    let failure: unknown;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (!isCurrent()) return;
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        syncLastEventId();
      }
      parser.push(decoder.decode());
      parser.end();
      syncLastEventId();
    } catch (error) {
      failure = error;
    }
    if (!isCurrent()) return;
    // An event stream does not end by itself: the connection was lost.
    fail(makeError('lost', streamMessages.lost, { cause: failure }));
  }

  return {
    start() {
      if (current || waiting) return;
      state = { ...state, error: null, reconnectCount: 0, evicted: false }; // connect() announces the change
      void connect();
    },
    close() {
      if (state.status === 'idle' || state.status === 'stopped') return;
      stop();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
  };
}
