import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { routerStarted } from './navigation';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('routerStarted', () => {
  it("waits for the first page's lazy route and loader", async () => {
    const code = deferred();
    const data = deferred();
    const router = createMemoryRouter(
      [
        {
          path: '/wallet',
          loader: async () => {
            await data.promise;
            return null;
          },
          lazy: async () => {
            await code.promise;
            return { Component: () => null };
          },
        },
      ],
      { initialEntries: ['/wallet'] },
    );
    let started = false;
    const ended = routerStarted(router).then(() => {
      started = true;
    });

    code.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(false);
    data.resolve();
    await ended;
    expect(router.state.initialized).toBe(true);
  });

  it('settles at once for a router that has started', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(routerStarted(router)).resolves.toBeUndefined();
  });
});
