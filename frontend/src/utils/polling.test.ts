import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startPolling } from './polling';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPolling', () => {
  it('runs at once and then every 1000 ms by default', async () => {
    const task = vi.fn();
    const poller = startPolling(task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(5);
    poller.stop();
  });

  it('never overlaps: the next run waits for the slow one to settle', async () => {
    let running = 0;
    let maxRunning = 0;
    const task = vi.fn(async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      running -= 1;
    });
    const poller = startPolling(task, { interval: 1000 });
    await vi.advanceTimersByTimeAsync(2499);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1000); // settles at 2500, next at 3500
    expect(task).toHaveBeenCalledTimes(2);
    expect(maxRunning).toBe(1);
    poller.stop();
  });

  it('stops, and aborts the running task', async () => {
    const signals: AbortSignal[] = [];
    const task = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
    });
    const poller = startPolling(task, { interval: 500 });
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    expect(poller.stopped).toBe(true);
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be stopped from inside the task', async () => {
    let runs = 0;
    startPolling(
      ({ stop }) => {
        runs += 1;
        if (runs === 3) stop();
      },
      { interval: 100 },
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(3);
  });

  it('reports errors and keeps polling', async () => {
    const onError = vi.fn();
    const task = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const poller = startPolling(task, { interval: 100, onError });
    await vi.advanceTimersByTimeAsync(150);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('can wait one interval before the first run', async () => {
    const task = vi.fn();
    const poller = startPolling(task, { interval: 200, immediate: false });
    await vi.advanceTimersByTimeAsync(199);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    poller.stop();
  });
});
