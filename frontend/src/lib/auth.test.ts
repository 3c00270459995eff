import { describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { makeSession } from '@/test/http';

import { handleUnauthorized } from './auth';
import { setPcMode } from './host';
import { menuStore } from '@/app/menu/store';
import { connectRouter } from './navigation';

function fakeRouter(pathname: string, search = '') {
  const navigate = vi.fn(() => Promise.resolve());
  connectRouter({ navigate, state: { location: { pathname, search } } } as never);
  return navigate;
}

describe('handleUnauthorized', () => {
  it('forgets the session and menu and goes to sign-in, keeping the page', () => {
    sessionStore.set(makeSession());
    menuStore.set([]);
    const navigate = fakeRouter('/account', '?tab=2');
    handleUnauthorized();
    expect(sessionStore.get()).toBeNull();
    expect(menuStore.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/signin?redirect=%2Faccount%3Ftab%3D2', {
      replace: true,
    });
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
