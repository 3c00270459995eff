import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { translate } from '@/i18n/intl';

import type { EventStreamOptions } from './eventStream';
import { createFakeServer } from './fakeServer';
import { useEventStream } from './useEventStream';

const PATH = '/api/iam/v1/notifications/stats';

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function options(
  server: ReturnType<typeof createFakeServer>,
  extra: Partial<EventStreamOptions<{ n: number }>> = {},
): EventStreamOptions<{ n: number }> {
  return { path: PATH, open: server.open, translate, ...extra };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useEventStream', () => {
  it('connects on mount and renders the messages as they arrive', async () => {
    const server = createFakeServer();
    const { result } = renderHook(() => useEventStream(options(server)));
    // Not in the task of the commit that mounted it (decision 0075): a task later.
    expect(server.open).not.toHaveBeenCalled();
    expect(result.current.connected).toBe(false);
    await settle();

    expect(server.open).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'open', connected: true, error: null });

    server.last.send('data: {"n": 1}\n\n');
    await settle();
    expect(result.current.messages.map((m) => m.data)).toEqual([{ n: 1 }]);
  });

  it('an evicted stream reconnects when the window is focused again', async () => {
    const server = createFakeServer();
    const { result } = renderHook(() => useEventStream(options(server)));
    await settle();
    server.last.send('event: evicted\ndata: {}\n\n');
    await settle();
    await wait(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'stopped', evicted: true, error: null });

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(server.open).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'open', evicted: false });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(server.open).toHaveBeenCalledTimes(2);
  });

  it('aborts the request on unmount and does not reconnect', async () => {
    const server = createFakeServer();
    const { unmount } = renderHook(() => useEventStream(options(server)));
    await settle();
    const { signal } = server.last.options;
    expect(signal.aborted).toBe(false);

    unmount();
    expect(signal.aborted).toBe(true);
    await wait(60_000);
    expect(server.open).toHaveBeenCalledTimes(1);
  });

  it('aborts a request still opening on unmount', async () => {
    let signal: AbortSignal | undefined;
    const open = vi.fn((_path: string, init: { signal: AbortSignal }) => {
      signal = init.signal;
      return new Promise<Response>(() => {});
    });
    const { unmount } = renderHook(() => useEventStream({ path: PATH, open, translate }));
    await settle();
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('keeps one live connection under StrictMode', async () => {
    const server = createFakeServer();
    const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
    const { result } = renderHook(() => useEventStream(options(server)), { wrapper });
    await settle();
    const live = server.connections.filter((c) => !c.options.signal.aborted);
    expect(live).toHaveLength(1);
    expect(result.current.connected).toBe(true);
  });

  it('does not connect for null options', async () => {
    const server = createFakeServer();
    const { result } = renderHook(() => useEventStream(null));
    await settle();
    expect(server.open).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'idle', connected: false, messages: [] });
  });

  it('reconnects when the request changes, not when only the options object does', async () => {
    const server = createFakeServer();
    const { rerender } = renderHook(
      ({ topic }) => useEventStream(options(server, { query: { topic } })),
      {
        initialProps: { topic: 'a' },
      },
    );
    await settle();
    rerender({ topic: 'a' });
    await settle();
    expect(server.open).toHaveBeenCalledTimes(1);

    rerender({ topic: 'b' });
    await settle();
    expect(server.open).toHaveBeenCalledTimes(2);
    expect(server.connections[0]!.options.signal.aborted).toBe(true);
    expect(server.last.options.query).toEqual({ topic: 'b' });
  });

  it('shows the retries and the final error, and reconnect() starts again', async () => {
    const server = createFakeServer();
    server.always({ kind: 'status', status: 503, statusText: 'Service Unavailable' });
    const { result } = renderHook(() => useEventStream(options(server)));
    await settle();
    expect(result.current).toMatchObject({ status: 'waiting', reconnectCount: 1 });
    await wait(5 * 3000);
    expect(result.current).toMatchObject({
      status: 'stopped',
      connected: false,
      reconnectCount: 5,
    });
    expect(result.current.error?.message).toBe('Connection failed: 503 Service Unavailable');

    server.always({ kind: 'stream' });
    act(() => result.current.reconnect());
    await settle();
    expect(server.open).toHaveBeenCalledTimes(7);
    expect(result.current).toMatchObject({
      status: 'open',
      connected: true,
      error: null,
      reconnectCount: 0,
    });
  });
});
