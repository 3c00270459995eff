import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useCooldown } from './useCooldown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCooldown', () => {
  it('counts whole seconds down to 0', () => {
    const { result } = renderHook(() => useCooldown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock when ticks are late (a throttled background tab)', () => {
    const { result } = renderHook(() => useCooldown());
    act(() => result.current.start(60));
    act(() => vi.setSystemTime(Date.now() + 45_000)); // the clock moves, no tick ran
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(14);
  });

  it('restarts with a new length and ignores zero', () => {
    const { result } = renderHook(() => useCooldown());
    act(() => result.current.start(10));
    act(() => result.current.start(0));
    expect(result.current.remaining).toBe(10);
    act(() => result.current.start(42));
    expect(result.current.remaining).toBe(42);
  });
});
