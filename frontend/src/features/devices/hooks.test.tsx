import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useUsageHistory, useVisiblePolling, USAGE_SAMPLES } from './hooks';
import { makeDevice } from './pages/testData';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useVisiblePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('runs every interval while the tab is visible, pauses while hidden, catches up on return', async () => {
    const task = vi.fn();
    const { unmount } = renderHook(() => useVisiblePolling(task, 5000));
    expect(task).not.toHaveBeenCalled(); // the page has just read
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(task).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(task).toHaveBeenCalledTimes(2);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(task).toHaveBeenCalledTimes(2);

    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(task).toHaveBeenCalledTimes(3);

    unmount();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does nothing while disabled', async () => {
    const task = vi.fn();
    renderHook(() => useVisiblePolling(task, 1000, false));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(task).not.toHaveBeenCalled();
  });
});

describe('useUsageHistory', () => {
  it('keeps one sample per answer, the last 30, none without usage', () => {
    const { result, rerender } = renderHook(({ device }) => useUsageHistory(device), {
      initialProps: { device: makeDevice({ usage: { cpu: 1, memory: 2, disk: 3, gpu: 4 } }) },
    });
    expect(result.current.map((sample) => sample.cpu)).toEqual([1]);
    rerender({ device: makeDevice({ usage: null }) });
    expect(result.current).toHaveLength(1);
    for (let cpu = 2; cpu <= 40; cpu += 1) {
      rerender({ device: makeDevice({ usage: { cpu, memory: 0, disk: 0, gpu: 0 } }) });
    }
    expect(result.current).toHaveLength(USAGE_SAMPLES);
    expect(result.current.at(-1)?.cpu).toBe(40);
    expect(result.current[0]?.cpu).toBe(11);
  });
});
