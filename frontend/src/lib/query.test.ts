import { describe, expect, it } from 'vitest';

import { createQueryClient, readsSettled } from './query';

/** A read that answers (or fails) when the test says so. */
function pendingRead() {
  let answer!: (value: string) => void;
  let fail!: (reason: Error) => void;
  const queryFn = () =>
    new Promise<string>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  return { queryFn, answer: (value: string) => answer(value), fail: (e: Error) => fail(e) };
}

/** Whether `promise` has settled once the queued work has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('readsSettled', () => {
  it('settles at once when no read is in flight', async () => {
    expect(await settled(readsSettled(createQueryClient()))).toBe(true);
  });

  it('waits for every read in flight, answered or failed', async () => {
    const client = createQueryClient({ retry: false });
    const first = pendingRead();
    const second = pendingRead();
    void client.prefetchQuery({ queryKey: ['first'], queryFn: first.queryFn });
    void client.prefetchQuery({ queryKey: ['second'], queryFn: second.queryFn });
    const waiting = readsSettled(client);
    first.answer('one');
    expect(await settled(waiting)).toBe(false);
    second.fail(new Error('refused'));
    expect(await settled(waiting)).toBe(true);
    expect(client.getQueryData(['first'])).toBe('one');
  });
});
