import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { translate } from '@/i18n/intl';
import { setLocale } from '@/i18n/locale';
import zhCatalog from '@/i18n/core/zh.json';

import {
  createEventStream,
  EventStreamError,
  type EventStreamOptions,
  type EventStreamState,
  type StreamTimers,
} from './eventStream';
import { createFakeServer, networkDown, status, streamOk } from './fakeServer';

const NOW = new Date('2030-01-01T00:00:00Z').getTime();
const PATH = '/api/iam/v1/notifications/stats';

interface Stats {
  unread: number;
}

function setup(options: Partial<EventStreamOptions<Stats>> = {}) {
  const server = createFakeServer();
  const stream = createEventStream<Stats>({
    path: PATH,
    open: server.open,
    translate,
    ...options,
  });
  const changes: EventStreamState<Stats>[] = [];
  stream.subscribe(() => changes.push(stream.getState()));
  return { server, stream, changes, state: () => stream.getState() };
}

/** Lets the fake server's answer and body reach the stream (no time passes). */
const settle = () => vi.advanceTimersByTimeAsync(0);
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

const unreads = (state: EventStreamState<Stats>) => state.messages.map((m) => m.data.unread);

beforeEach(async () => {
  await setLocale('en');
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reading the stream', () => {
  it('opens with GET and reads events split anywhere, with CRLF and split UTF-8', async () => {
    const { server, stream, state } = setup();
    stream.start();
    expect(state()).toMatchObject({ status: 'connecting', connected: false });
    await settle();

    expect(server.open).toHaveBeenCalledTimes(1);
    expect(server.last.path).toBe(PATH);
    expect(server.last.options.method).toBe('GET');
    expect(server.last.options.body).toBeUndefined();
    expect(state()).toMatchObject({
      status: 'open',
      connected: true,
      error: null,
      reconnectCount: 0,
    });

    const bytes = new TextEncoder().encode(
      'id: 1\r\nevent: stats\r\ndata: {"unread": 1,\r\ndata: "title": "通知"}\r\n\r\n',
    );
    const inside通 = bytes.indexOf(0xe9) + 1; // between the bytes of "通"
    const pieces = [5, 9, 17, 30, inside通, inside通 + 1, bytes.length - 3, bytes.length - 1];
    let from = 0;
    for (const to of [...pieces, bytes.length]) {
      server.last.sendBytes(bytes.slice(from, to));
      from = to;
      await settle();
      // the CR of the final CRLF already ends the event; its LF must not add anything
      expect(state().messages).toHaveLength(to < bytes.length - 1 ? 0 : 1);
    }

    expect(state().messages).toEqual([
      { id: '1', event: 'stats', data: { unread: 1, title: '通知' }, receivedAt: NOW },
    ]);
    expect(state().lastEventId).toBe('1');

    server.last.send('data: {"unread": 2}\n\ndata: {"unread": 3}\n\n');
    await settle();
    expect(unreads(state())).toEqual([1, 2, 3]);
    expect(state().messages[1]).toMatchObject({ id: undefined, event: 'message' });
  });

  it('ignores heartbeats without any state change', async () => {
    const { server, stream, state, changes } = setup();
    stream.start();
    await settle();
    server.last.send('data: {"unread": 1}\n\n');
    await settle();
    const before = state();
    const count = changes.length;

    server.last.send(': ping\n\n:\n\n: keep-alive\r\n\r\n');
    await wait(60_000);
    server.last.send(': ping\n\n');
    await settle();

    expect(changes).toHaveLength(count);
    expect(state()).toBe(before);
    expect(state().connected).toBe(true);
  });

  it('keeps only the latest 10 messages', async () => {
    const { server, stream, state } = setup();
    stream.start();
    await settle();
    for (let unread = 1; unread <= 15; unread += 1) {
      server.last.send(`data: {"unread": ${unread}}\n\n`);
    }
    await settle();
    expect(unreads(state())).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('drops a message whose data is not JSON and stays connected', async () => {
    const { server, stream, state } = setup();
    stream.start();
    await settle();
    server.last.send('data: {"unread": 1}\n\ndata: not json\n\ndata: {"unread": 2}\n\n');
    await settle();
    expect(unreads(state())).toEqual([1, 2]);
    expect(state()).toMatchObject({ connected: true, error: null });
  });

  it('sends the method, headers and body it was given', async () => {
    const { server, stream } = setup({
      method: 'POST',
      headers: { 'X-Topic': 'stats' },
      body: { since: 3 },
    });
    stream.start();
    await settle();
    expect(server.last.options).toMatchObject({
      method: 'POST',
      headers: { 'X-Topic': 'stats' },
      body: { since: 3 },
    });
    expect(server.last.header('Last-Event-ID')).toBeUndefined();
  });

  it('works out its connect query again at each connect, over the fixed one', async () => {
    let opened = 0;
    const { server, stream } = setup({
      query: { fixed: 'yes', since_ms: 0 },
      connectQuery: () => ({ since_ms: (opened += 1) * 1000 }),
    });
    stream.start();
    await settle();
    expect(server.last.options.query).toEqual({ fixed: 'yes', since_ms: 1000 });
    server.last.fail();
    await settle();
    await wait(3000);
    expect(server.connections).toHaveLength(2);
    expect(server.last.options.query).toEqual({ fixed: 'yes', since_ms: 2000 });
  });
});

describe('duplicates', () => {
  it('skips a message with the same id as the last one (e.g. replayed after reconnecting)', async () => {
    const { server, stream, state } = setup();
    stream.start();
    await settle();
    server.last.send('id: 5\ndata: {"unread": 5}\n\n');
    server.last.end();
    await settle();
    await wait(3000);

    server.last.send('id: 5\ndata: {"unread": 5}\n\nid: 6\ndata: {"unread": 5}\n\n');
    await settle();
    expect(state().messages.map((m) => m.id)).toEqual(['5', '6']);

    // same id as the last one even with other data: the same event
    server.last.send('id: 6\ndata: {"unread": 7}\n\n');
    await settle();
    expect(state().messages.map((m) => m.id)).toEqual(['5', '6']);
  });

  it('without ids, skips identical data repeating the last message only', async () => {
    const { server, stream, state } = setup();
    stream.start();
    await settle();
    server.last.send(
      'data: {"unread": 1}\n\n' +
        'data: {"unread": 1}\n\n' + // duplicate of the last one
        'data: {"unread": 2}\n\n' +
        'data: {"unread": 1}\n\n' + // same as an earlier one, not the last: kept
        'id: 9\ndata: {"unread": 1}\n\n', // an id, but the last had none: compared by data
    );
    await settle();
    expect(unreads(state())).toEqual([1, 2, 1]);
    // the skipped event's id still counts as received
    expect(state().lastEventId).toBe('9');
  });
});

describe('reconnecting', () => {
  it('retries every 3000 ms after a failed open, with the status in the error', async () => {
    const { server, stream, state } = setup();
    server.always(status(503, 'Service Unavailable'));
    stream.start();
    await settle();

    expect(server.open).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'waiting', connected: false, reconnectCount: 1 });
    expect(state().error).toBeInstanceOf(EventStreamError);
    expect(state().error).toMatchObject({
      reason: 'http',
      status: 503,
      statusText: 'Service Unavailable',
      message: 'Connection failed: 503 Service Unavailable',
    });

    for (let retry = 1; retry <= 3; retry += 1) {
      await wait(2999);
      expect(server.open).toHaveBeenCalledTimes(retry);
      await wait(1);
      expect(server.open).toHaveBeenCalledTimes(retry + 1);
    }
    expect(state().reconnectCount).toBe(4);
  });

  it('stops after 5 retries, keeping the "connection failed" error', async () => {
    const { server, stream, state } = setup();
    server.always(status(502, 'Bad Gateway', 'text/html'));
    stream.start();
    await settle();
    for (let retry = 1; retry <= 5; retry += 1) {
      expect(state()).toMatchObject({ status: 'waiting', reconnectCount: retry });
      await wait(3000);
    }

    expect(server.open).toHaveBeenCalledTimes(6); // the first open and 5 retries
    expect(state()).toMatchObject({
      status: 'stopped',
      connected: false,
      reconnectCount: 5,
      error: { status: 502, message: 'Connection failed: 502 Bad Gateway' },
    });
    await wait(10 * 60_000);
    expect(server.open).toHaveBeenCalledTimes(6);
  });

  it('a successful open resets the count and clears the error', async () => {
    const { server, stream, state } = setup();
    server.reply(status(500, 'Internal Server Error'), networkDown, streamOk);
    stream.start();
    await settle();
    await wait(3000);
    expect(state()).toMatchObject({ reconnectCount: 2, status: 'waiting' });
    expect(state().error).toMatchObject({
      reason: 'network',
      message: 'Connection failed: network error',
    });

    await wait(3000);
    expect(server.open).toHaveBeenCalledTimes(3);
    expect(state()).toMatchObject({
      status: 'open',
      connected: true,
      error: null,
      reconnectCount: 0,
    });

    // the full allowance again: the stream breaks, then 5 failed retries before giving up
    server.always(status(503, 'Service Unavailable'));
    server.last.fail();
    await settle();
    expect(state()).toMatchObject({ status: 'waiting', reconnectCount: 1 });
    expect(state().error).toMatchObject({ reason: 'lost', message: 'Connection lost' });
    await wait(5 * 3000);
    expect(server.open).toHaveBeenCalledTimes(3 + 5);
    expect(state()).toMatchObject({ status: 'stopped', reconnectCount: 5 });
  });

  it('treats the server ending the stream as a lost connection', async () => {
    const { server, stream, state } = setup();
    stream.start();
    await settle();
    server.last.send('data: {"unread": 1}\n\ndata: {"unread": 2}'); // the last one is cut off
    server.last.end();
    await settle();
    expect(unreads(state())).toEqual([1]);
    expect(state()).toMatchObject({ status: 'waiting', connected: false, reconnectCount: 1 });
    expect(state().error?.message).toBe('Connection lost');
    await wait(3000);
    expect(server.open).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ connected: true, messages: [{ data: { unread: 1 } }] });
  });

  it('retries when the answer is not an event stream, and discards its body', async () => {
    const { server, stream, state } = setup();
    server.reply({
      kind: 'status',
      status: 200,
      statusText: 'OK',
      contentType: 'text/html',
      body: '<html></html>',
    });
    stream.start();
    await settle();
    expect(server.connections[0]!.response?.bodyUsed).toBe(true); // cancelled, not left open
    expect(state().error).toMatchObject({
      reason: 'contentType',
      message: 'Connection failed: 200 OK (not an event stream)',
    });
    await wait(3000);
    expect(state().connected).toBe(true);
  });

  it('sends the last event id back as Last-Event-ID when reconnecting', async () => {
    const { server, stream } = setup({ headers: { 'X-Topic': 'stats' } });
    stream.start();
    await settle();
    expect(server.last.header('Last-Event-ID')).toBeUndefined();
    server.last.send('id: 41\ndata: {"unread": 1}\n\n');
    server.last.fail();
    await settle();
    await wait(3000);

    expect(server.connections).toHaveLength(2);
    expect(server.last.header('Last-Event-ID')).toBe('41');
    expect(server.last.header('X-Topic')).toBe('stats');

    // an id-only block moves it on too, and it survives failed opens
    server.last.send('id: 42\n\n');
    server.reply(status(503, 'Service Unavailable'));
    server.last.end();
    await settle();
    await wait(3000);
    await wait(3000);
    expect(server.connections).toHaveLength(4);
    expect(server.connections[2]!.header('Last-Event-ID')).toBe('42');
    expect(server.last.header('Last-Event-ID')).toBe('42');
  });

  it('waits for the server retry when longer than 3000 ms, never less', async () => {
    const { server, stream } = setup();
    stream.start();
    await settle();
    server.last.send('retry: 1000\n\n');
    server.last.end();
    await settle();
    await wait(2999);
    expect(server.open).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(server.open).toHaveBeenCalledTimes(2);

    server.last.send('retry: 10000\n\n');
    server.last.end();
    await settle();
    await wait(9999);
    expect(server.open).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(server.open).toHaveBeenCalledTimes(3);
  });

  it('uses the injected timers', async () => {
    const pending: { callback: () => void; ms: number }[] = [];
    const timers: StreamTimers = {
      setTimeout: (callback, ms) => pending.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const { server, stream } = setup({ timers, retryIntervalMs: 500 });
    server.reply(networkDown);
    stream.start();
    await settle();
    expect(pending.map((p) => p.ms)).toEqual([500]);
    expect(server.open).toHaveBeenCalledTimes(1);
    pending[0]!.callback();
    await settle();
    expect(server.open).toHaveBeenCalledTimes(2);
  });
});

describe('stopping', () => {
  it('401 stops at once without retrying', async () => {
    const { server, stream, state } = setup();
    server.always(status(401, 'Unauthorized', 'application/json'));
    stream.start();
    await settle();
    await wait(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({
      status: 'stopped',
      connected: false,
      reconnectCount: 0,
      error: { reason: 'http', status: 401, message: 'Connection failed: 401 Unauthorized' },
    });
  });

  it('a refused token refresh (ApiError 401) stops without retrying too', async () => {
    const { server, stream, state } = setup();
    server.always({
      kind: 'reject',
      error: new ApiError({
        code: 401,
        msg: 'Session expired',
        error: 'token_not_valid',
        data: null,
      }),
    });
    stream.start();
    await settle();
    await wait(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'stopped', error: { status: 401 } });
  });

  it('204 No Content stops without an error', async () => {
    const { server, stream, state } = setup();
    server.always(status(204, 'No Content'));
    stream.start();
    await settle();
    await wait(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'stopped', error: null, connected: false });
  });

  // evicted: a newer stream of the person took its place; ended: its sign-in session ended.
  it.each([
    ['evicted', 'stream_limit', true],
    ['ended', 'session_ended', false],
  ])(
    'an %s event stops without an error or a reconnection, until start()',
    async (name, reason, evicted) => {
      const { server, stream, state } = setup();
      stream.start();
      await settle();
      server.last.send('id: 3\ndata: {"unread": 3}\n\n');
      server.last.send(`event: ${name}\ndata: {"reason": "${reason}"}\n\n`);
      server.last.end();
      await settle();
      await wait(60_000);
      expect(server.open).toHaveBeenCalledTimes(1);
      expect(state()).toMatchObject({ status: 'stopped', error: null, evicted });
      expect(state().messages.map((m) => m.data)).toEqual([{ unread: 3 }]);

      stream.start();
      await settle();
      expect(server.open).toHaveBeenCalledTimes(2);
      expect(server.last.header('Last-Event-ID')).toBe('3');
      expect(state()).toMatchObject({ status: 'open', evicted: false });
    },
  );

  it('close() aborts the request, stops reconnecting and keeps the messages', async () => {
    const { server, stream, state } = setup();
    stream.start();
    await settle();
    server.last.send('id: 3\ndata: {"unread": 3}\n\n');
    await settle();
    const signal = server.last.options.signal;

    stream.close();
    expect(signal.aborted).toBe(true);
    expect(state()).toMatchObject({ status: 'stopped', connected: false });
    server.last.send('data: {"unread": 4}\n\n'); // too late
    await wait(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
    expect(unreads(state())).toEqual([3]);

    // start() again: a fresh connection that resumes from the last id
    stream.start();
    await settle();
    expect(server.open).toHaveBeenCalledTimes(2);
    expect(server.last.header('Last-Event-ID')).toBe('3');
    expect(state().connected).toBe(true);
  });

  it('close() while waiting to retry cancels the retry', async () => {
    const { server, stream, state } = setup();
    server.always(networkDown);
    stream.start();
    await settle();
    expect(state().status).toBe('waiting');
    stream.close();
    await wait(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ status: 'stopped', error: { reason: 'network' } });
  });

  it('close() while opening aborts the pending request', () => {
    let signal: AbortSignal | undefined;
    const stream = createEventStream({
      path: PATH,
      translate,
      open: (_path, options) => {
        signal = options.signal;
        return new Promise<Response>(() => {});
      },
    });
    stream.start();
    stream.start(); // already running: no second request
    expect(signal?.aborted).toBe(false);
    stream.close();
    expect(signal?.aborted).toBe(true);
    expect(stream.getState().status).toBe('stopped');
  });
});

describe('error text', () => {
  it('is translated with the status code and text', async () => {
    const zhIntl = createIntl({
      locale: 'zh-CN',
      messages: { 'stream.error.connectionFailed': '连接失败：{status} {statusText}' },
    });
    const { server, stream, state } = setup({
      translate: (descriptor, values) => zhIntl.formatMessage(descriptor, values),
    });
    server.reply(status(503, 'Service Unavailable'));
    stream.start();
    await settle();
    expect(state().error?.message).toBe('连接失败：503 Service Unavailable');
    // what a component needs to show it again in another language
    expect(state().error).toMatchObject({
      descriptor: { id: 'stream.error.connectionFailed' },
      values: { status: 503, statusText: 'Service Unavailable' },
    });
  });

  it.skipIf(!('stream.error.connectionFailed' in zhCatalog))(
    'uses the zh catalog in Chinese',
    async () => {
      vi.useRealTimers(); // the catalog loads through a dynamic import
      await setLocale('zh');
      vi.useFakeTimers({ now: NOW });
      const { server, stream, state } = setup();
      server.reply(status(503, 'Service Unavailable'));
      stream.start();
      await settle();
      expect(state().error?.message).toBe('连接失败：503 Service Unavailable');
    },
  );

  it('leaves no trailing space when the status text is empty (HTTP/2)', async () => {
    const { server, stream, state } = setup();
    server.reply(status(503), status(200, '', 'text/plain'));
    stream.start();
    await settle();
    expect(state().error?.message).toBe('Connection failed: 503');
    await wait(3000);
    expect(state().error?.message).toBe('Connection failed: 200 (not an event stream)');
  });
});
