/** The stats stream's events refresh by topic, through the writes' `invalidateTopics`. */
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { createTestQueryClient } from '@/test/providers';
import { fakeFetch, makeSession } from '@/test/http';

import { notificationKeys, useLiveNotificationStats } from './hooks';

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

beforeEach(() => {
  vi.useFakeTimers();
  sessionStore.set(makeSession());
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
});

describe('live notification stats', () => {
  it("reads again the queries of the event's topics, and keeps the stats it carried", async () => {
    const event = { unread: 2, total: 3, topics: ['wallet', 'notifications'] };
    const { fetch } = fakeFetch(() => sseResponse(`id: 1\ndata: ${JSON.stringify(event)}\n\n`));
    vi.stubGlobal('fetch', fetch);
    const client = createTestQueryClient();
    const wallet: QueryKey = ['wallet', 'wallet'];
    const devices: QueryKey = ['devices', 'list'];
    for (const key of [wallet, devices, notificationKeys.stats]) client.setQueryData(key, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

    renderHook(() => useLiveNotificationStats(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(client.getQueryData(notificationKeys.stats)).toEqual({ unread: 2, total: 3 });
    expect(client.getQueryState(notificationKeys.stats)?.isInvalidated).toBe(false);
    expect(client.getQueryState(wallet)?.isInvalidated).toBe(true);
    expect(client.getQueryState(devices)?.isInvalidated).toBe(false);
  });
});
