import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { MenuRoute } from '@/api/types';
import { beginSession, endSession } from '@/lib/auth';
import { makeSession } from '@/test/http';

import { loadMenu, menuStore } from './store';

const MENU: MenuRoute[] = [
  {
    path: '/account',
    name: 'a',
    component: 'a',
    meta: { icon: '', title: 'account', isHide: false, isLink: false },
  },
];

beforeEach(() => menuStore.reset());

describe('menu store', () => {
  it('loads once for concurrent callers and keeps the result', async () => {
    const load = vi.fn(() => Promise.resolve(MENU));
    const [a, b] = await Promise.all([loadMenu(load), loadMenu(load)]);
    expect(a).toBe(MENU);
    expect(b).toBe(MENU);
    expect(menuStore.get()).toBe(MENU);
    await loadMenu(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a menu that arrives after a reset (another identity signed in)', async () => {
    let resolve: (menu: MenuRoute[]) => void = () => {};
    const pending = loadMenu(() => new Promise((r) => (resolve = r)));
    menuStore.reset();
    resolve(MENU);
    await pending;
    expect(menuStore.get()).toBeNull();
  });

  it('is forgotten when a session begins or ends', () => {
    menuStore.set(MENU);
    beginSession(makeSession());
    expect(menuStore.get()).toBeNull();
    menuStore.set(MENU);
    endSession();
    expect(menuStore.get()).toBeNull();
  });
});
