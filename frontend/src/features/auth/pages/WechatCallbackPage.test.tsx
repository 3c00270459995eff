import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

const SESSION = makeSession({ token: 'wechat-session' });

const api = (login: RouteHandler) =>
  iamRoutes({
    'POST login/wechat': login,
    'GET menu': () => ok(MEMBER_MENU),
    'GET account/profile': () => ok(makeProfile()),
  });

beforeEach(() => {
  setLocale('en');
});
afterEach(() => {
  delete window.chrome;
});

describe('/auth/wechat/callback', () => {
  it("signs in with WeChat's code once and opens the page remembered before leaving", async () => {
    localStorage.setItem('zc.wechatRedirect', '/account/username');
    const { calls, router } = renderApp('/auth/wechat/callback?code=c0de&state=st4te', {
      api: api(() => ok(SESSION)),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/username'));
    expect(sessionStore.get()?.token).toBe('wechat-session');
    const logins = callsTo(calls, 'POST login/wechat');
    expect(logins).toHaveLength(1);
    expect(bodyOf(logins[0])).toEqual({ code: 'c0de', state: 'st4te' });
    expect(localStorage.getItem('zc.wechatRedirect')).toBeNull();
  });

  it('in PC mode hands the session to the desktop host', async () => {
    localStorage.setItem('zc.pcMode', '1');
    const webview = { postMessage: vi.fn() };
    window.chrome = { webview };
    renderApp('/auth/wechat/callback?code=c&state=s', { api: api(() => ok(SESSION)) });
    await waitFor(() =>
      expect(webview.postMessage).toHaveBeenCalledWith({
        type: 'redirect',
        // The default home: My apps.
        path: '/app',
        session: SESSION,
      }),
    );
  });

  it('shows the refusal with a way back to sign-in', async () => {
    renderApp('/auth/wechat/callback?code=c&state=forged', {
      api: api(() => fail(400, 'wechat_failed', 'WeChat could not confirm who you are.')),
    });
    expect(
      await screen.findByRole('heading', { name: 'WeChat sign-in failed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('WeChat could not confirm who you are.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
    expect(sessionStore.get()).toBeNull();
  });

  it('without a code (the visitor declined), says so and asks nothing of the server', async () => {
    const { calls } = renderApp('/auth/wechat/callback?state=s', { api: api(() => ok(SESSION)) });
    expect(
      await screen.findByText('WeChat did not send back a sign-in code. Please try again.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
