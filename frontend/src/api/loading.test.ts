import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLoadingCounter } from './loading';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading counter', () => {
  it('shows while any request runs and closes 400 ms after the last one', () => {
    const counter = createLoadingCounter();
    const endA = counter.begin();
    const endB = counter.begin();
    expect(counter.isVisible()).toBe(true);
    endA();
    vi.advanceTimersByTime(1000);
    expect(counter.isVisible()).toBe(true); // B still runs
    endB();
    vi.advanceTimersByTime(399);
    expect(counter.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(counter.isVisible()).toBe(false);
  });

  it('stays open when a new request starts within the delay', () => {
    const counter = createLoadingCounter();
    counter.begin()();
    vi.advanceTimersByTime(300);
    const end = counter.begin();
    vi.advanceTimersByTime(500);
    expect(counter.isVisible()).toBe(true);
    end();
    vi.advanceTimersByTime(400);
    expect(counter.isVisible()).toBe(false);
  });

  it('ignores a second end() from the same request', () => {
    const counter = createLoadingCounter();
    const endA = counter.begin();
    counter.begin();
    endA();
    endA();
    vi.advanceTimersByTime(1000);
    expect(counter.isVisible()).toBe(true);
  });

  it('notifies subscribers when visibility changes', () => {
    const counter = createLoadingCounter();
    const listener = vi.fn();
    counter.subscribe(listener);
    const end = counter.begin();
    expect(listener).toHaveBeenCalledTimes(1);
    end();
    vi.advanceTimersByTime(400);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
