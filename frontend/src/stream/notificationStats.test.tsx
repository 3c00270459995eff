/** The stats stream wired to the real API client, with `fetch` stubbed. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setUnauthorizedHandler } from '@/api/client';
import { loadingCounter } from '@/api/loading';
import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { fakeFetch, headerOf, makeSession } from '@/test/http';

import {
  createNotificationStatsStream,
  NOTIFICATION_STATS_STREAM_PATH,
  useNotificationStatsStream,
} from './notificationStats';

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

function sseResponse(text: string): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text)); // left open, like a live stream
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

beforeEach(async () => {
  await setLocale('zh');
  vi.useFakeTimers();
  sessionStore.set(makeSession());
});
afterEach(async () => {
  vi.useRealTimers();
  await setLocale('en');
  setUnauthorizedHandler(() => {});
});

describe('notification stats stream', () => {
  it('opens GET /api/iam/v1/notifications/stats through the API client', async () => {
    const { fetch, calls } = fakeFetch(() => sseResponse('id: 1\ndata: {"unread": 4}\n\n'));
    vi.stubGlobal('fetch', fetch);
    // A live stream never shows the loading overlay (another file's reads may, in this worker).
    const counted = vi.spyOn(loadingCounter, 'begin');
    vi.spyOn(performance, 'now').mockReturnValue(1234.2);
    const { result, unmount } = renderHook(() => useNotificationStatsStream<{ unread: number }>());
    await settle();

    expect(NOTIFICATION_STATS_STREAM_PATH).toBe('/api/iam/v1/notifications/stats');
    expect(calls).toHaveLength(1);
    // How long ago the page loaded: the first event names only what changed since.
    expect(calls[0]!.url).toBe('/api/iam/v1/notifications/stats?since_ms=1235');
    expect(calls[0]!.init.method).toBe('GET');
    expect(headerOf(calls[0], 'Accept')).toBe('text/event-stream');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(calls[0], 'Accept-Language')).toBe('zh');
    expect(counted).not.toHaveBeenCalled();
    expect(result.current.connected).toBe(true);
    expect(result.current.messages.map((m) => m.data)).toEqual([{ unread: 4 }]);

    const signal = calls[0]!.init.signal!;
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('does not connect when disabled', async () => {
    const { fetch, calls } = fakeFetch(() => sseResponse(''));
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useNotificationStatsStream(false));
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('401 signs out through the client and does not retry', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const { fetch, calls } = fakeFetch(
      () =>
        new Response('{"code":401,"msg":"x","error":"not_authenticated","data":null}', {
          status: 401,
          statusText: 'Unauthorized',
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const stream = createNotificationStatsStream();
    stream.start();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/notifications\/stats\?since_ms=\d+$/);
    expect(sessionStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(stream.getState()).toMatchObject({
      status: 'stopped',
      connected: false,
      error: { status: 401 },
    });
  });
});
