import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useVisiblePolling } from './visiblePolling';

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
