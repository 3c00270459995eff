import { afterEach, describe, expect, it, vi } from 'vitest';

import { nextTask } from './tasks';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks already queued', async () => {
    const order: string[] = [];
    const ended = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve().then(() => order.push('promise'));
    await ended;
    expect(order).toEqual(['microtask', 'promise', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
