import { describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { makeSession } from '@/test/http';

import { handleUnauthorized, onSessionReset } from './auth';
import { setPcMode } from './host';
import { forgetSessionEnd, readSessionEnd } from './sessionEnd';
import { connectRouter } from './navigation';

function fakeRouter(pathname: string, search = '') {
  const navigate = vi.fn(() => Promise.resolve());
  connectRouter({ navigate, state: { location: { pathname, search } } } as never);
  return navigate;
}

describe('handleUnauthorized', () => {
  it('forgets the session and what depends on it and goes to sign-in, keeping the page', () => {
    sessionStore.set(makeSession());
    const reset = vi.fn();
    const unsubscribe = onSessionReset(reset);
    const navigate = fakeRouter('/account', '?tab=2');
    handleUnauthorized();
    unsubscribe();
    expect(sessionStore.get()).toBeNull();
    expect(reset).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/auth/signin?redirect=%2Faccount%3Ftab%3D2', {
      replace: true,
    });
  });

  it('remembers for the sign-in page that the session ended, and why when a company access ended', () => {
    fakeRouter('/devices');
    handleUnauthorized('company_access_ended');
    expect(readSessionEnd()).toBe('company_access_ended');
    // Another request of the ended session answers 401 too: there is no session left to end.
    handleUnauthorized('not_authenticated', false);
    expect(readSessionEnd()).toBe('company_access_ended');
    handleUnauthorized('not_authenticated');
    expect(readSessionEnd()).toBe('session_ended');
    forgetSessionEnd();
    handleUnauthorized('not_authenticated', false);
    expect(readSessionEnd()).toBeNull();
  });

  it('stays on the sign-in pages', () => {
    const navigate = fakeRouter('/auth/signin');
    handleUnauthorized();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('in PC mode tells the host instead of navigating', () => {
    setPcMode(true);
    const webview = { postMessage: vi.fn() };
    window.chrome = { webview };
    try {
      const navigate = fakeRouter('/account');
      handleUnauthorized();
      expect(webview.postMessage).toHaveBeenCalledWith({
        type: 'redirect',
        path: '/auth/signin',
        session: null,
      });
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      delete window.chrome;
      connectRouter(null);
    }
  });
});
