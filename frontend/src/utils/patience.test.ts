import { afterEach, describe, expect, it, vi } from 'vitest';

import { withPatience } from './patience';

async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withPatience', () => {
  it('settles with the promise, whether it keeps or breaks', async () => {
    vi.useFakeTimers();
    expect(await settledAfter(withPatience(Promise.resolve('kept'), 1000), 0)).toBe(true);
    expect(await settledAfter(withPatience(Promise.reject(new Error('broken')), 1000), 0)).toBe(
      true,
    );
  });

  it('settles after its patience when the promise never does', async () => {
    vi.useFakeTimers();
    const waiting = withPatience(new Promise(() => undefined), 1000);
    expect(await settledAfter(waiting, 999)).toBe(false);
    expect(await settledAfter(waiting, 1)).toBe(true);
  });
});
