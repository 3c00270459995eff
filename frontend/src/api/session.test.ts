import { describe, expect, it, vi } from 'vitest';

import { makeSession } from '@/test/http';

import { createSessionStore, parseSession } from './session';

describe('session store', () => {
  it('persists to localStorage and returns a stable object while unchanged', () => {
    const store = createSessionStore('zc.test.session');
    const session = makeSession();
    store.set(session);
    expect(JSON.parse(localStorage.getItem('zc.test.session')!)).toEqual(session);
    expect(store.get()).toEqual(session);
    expect(store.get()).toBe(store.get());
  });

  it('sees a change made by another tab and notifies subscribers', () => {
    const store = createSessionStore('zc.test.tabs');
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem('zc.test.tabs', JSON.stringify(makeSession({ token: 'from-other-tab' })));
    window.dispatchEvent(new StorageEvent('storage', { key: 'zc.test.tabs' }));
    expect(listener).toHaveBeenCalled();
    expect(store.get()?.token).toBe('from-other-tab');
  });

  it('clears', () => {
    const store = createSessionStore('zc.test.clear');
    store.set(makeSession());
    store.clear();
    expect(store.get()).toBeNull();
    expect(localStorage.getItem('zc.test.clear')).toBeNull();
  });

  it.each([
    ['garbage', '{nope'],
    ['missing token', JSON.stringify({ ...makeSession(), token: '' })],
    ['bad user type', JSON.stringify({ ...makeSession(), userType: 'root' })],
    ['expire as string', JSON.stringify({ ...makeSession(), access_token_expire: '123' })],
  ])('rejects a stored value with %s', (_label, raw) => {
    expect(parseSession(raw)).toBeNull();
  });
});
