import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import type { MenuRoute, Profile } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { settingsStore } from '@/i18n/settingsStore';
import { renderApp } from '@/test/app';
import { mockNarrowScreen } from '@/test/media';
import { fail, makeSession, ok, type FetchCall } from '@/test/http';

const route = (
  path: string,
  title: string,
  icon: string,
  children?: MenuRoute[],
  isHide = false,
): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon, title, isHide, isLink: false },
  ...(children ? { children } : {}),
});

/** The menu a plain user gets (spec section 2, with My apps, the store, the market and orders). */
const USER_MENU: MenuRoute[] = [
  route('/app', 'MyApps', 'AppstoreOutlined'),
  route('/app-store', 'AppStore', 'ShopOutlined'),
  route('/market', 'Market', 'CloudServerOutlined'),
  route('/nearby', 'Nearby', 'EnvironmentOutlined'),
  route('/my-orders', 'MyOrders', 'ShoppingCartOutlined'),
  route('/demands-and-offers', 'DemandBoard', 'SolutionOutlined'),
  route('/devices', 'MyDevices', 'DesktopOutlined', [
    route('/devices/link', 'LinkDevice', '', undefined, true),
    route('/devices/details', 'DeviceDetails', '', undefined, true),
    route('/devices/zcloud/create', 'CreateCloud', '', undefined, true),
  ]),
  route('/friends', 'Friends', 'TeamOutlined', [
    route('/friends/tags', 'Tags', '', undefined, true),
  ]),
  route('/wallet', 'Wallet', 'WalletOutlined', [
    route('/wallet/transactions', 'OrderList', ''),
    route('/wallet/pay', 'Deposit', ''),
  ]),
  // No page of the app: the navigation leaves it out.
  route('/reports', 'Reports', ''),
  route('/account', 'account', 'UserOutlined'),
  route('/messages', 'Messages', 'MessageOutlined'),
  route('/history', 'MyCompany', 'HistoryOutlined'),
];

const PROFILE: Profile = {
  avatar_url: null,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  phone_number: null,
  wechat_bound: true,
  password_set: false,
};

function signedInApi(menu: MenuRoute[] = USER_MENU, profile: Profile = PROFILE) {
  return (url: string) => {
    if (url.endsWith('/menu')) return ok(menu);
    if (url.endsWith('/account/profile')) return ok(profile);
    if (url.endsWith('/logout')) return ok(null);
    return fail(404, 'not_found', 'Not found');
  };
}

const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;

beforeEach(() => {
  setLocale('en');
});

describe('an unverified account', () => {
  it('sees above every console page how to verify, coming back to the page after', async () => {
    sessionStore.set(makeSession());
    const unverified = { ...PROFILE, email_verified: false, wechat_bound: false };
    renderApp('/account?tab=1', { api: signedInApi(USER_MENU, unverified) });
    const banner = await screen.findByRole('status', { name: '' });
    expect(banner).toHaveTextContent('Verify your e-mail address to bind or order machines');
    const verify = within(banner).getByRole('link', { name: 'Verify now' });
    const target = new URL(verify.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe('/check-email');
    expect(target.searchParams.get('email')).toBe('ada@example.com');
    expect(target.searchParams.get('redirect')).toBe('/account?tab=1');
  });

  it('sees no such notice once verified by any way (WeChat here)', async () => {
    sessionStore.set(makeSession());
    renderApp('/account', { api: signedInApi(USER_MENU, { ...PROFILE, email_verified: false }) });
    expect((await screen.findAllByText('Ada Lovelace')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Verify now' })).toBeNull();
  });
});

describe('navigation guard', () => {
  it('sends a signed-out visitor to sign-in and keeps the wanted page', async () => {
    const { router } = renderApp('/account?tab=1');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe('?redirect=%2Faccount%3Ftab%3D1');
  });

  it('an empty menu warns "No access", clears the token and returns to sign-in', async () => {
    sessionStore.set(makeSession());
    const { router, calls } = renderApp('/account', { api: signedInApi([]) });

    const dialog = await screen.findByRole('dialog', { name: 'No access' });
    expect(
      within(dialog).getByText(
        'You have no menu permission. Please contact the system administrator.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(sessionStore.get()).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/menu'))).toHaveLength(1);
  });

  it('shows the 404 screen for unknown paths', async () => {
    const { router } = renderApp('/no/such/page', { api: signedInApi() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('/auth forwards to /auth/signin with its query', async () => {
    const { router } = renderApp('/auth?redirect=%2Faccount');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it('an offline browser goes to /500', async () => {
    const { router } = renderApp('/', { env: { online: () => false } });
    expect(await screen.findByRole('heading', { name: 'Network lost' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/500');
  });

  it('going offline later leads to /500, and "Try again" goes back', async () => {
    let online = true;
    const { router } = renderApp('/auth/signup', { env: { online: () => online } });
    await screen.findByRole('heading', { name: 'Create your account' });

    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('heading', { name: 'Network lost' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fauth%2Fsignup');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('?lang=zh switches the language on any page and remembers it', async () => {
    renderApp('/auth/signin?lang=zh');
    expect(await screen.findByRole('heading', { name: '欢迎回来' })).toBeInTheDocument();
    expect(settingsStore.get().language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    await waitFor(() => expect(document.title).toBe('登录 - Z 算力'));
  });
});

describe('signed-in layout', () => {
  it('builds the navigation from the menu, showing only built pages', async () => {
    sessionStore.set(makeSession());
    renderApp('/account', { api: signedInApi() });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(nav).getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends');
    expect(within(nav).getByRole('link', { name: 'My devices' })).toHaveAttribute(
      'href',
      '/devices',
    );
    expect(within(nav).getByRole('link', { name: 'My companies' })).toHaveAttribute(
      'href',
      '/history',
    );
    expect(within(nav).getByRole('link', { name: 'My apps' })).toHaveAttribute('href', '/app');
    expect(within(nav).getByRole('link', { name: 'App store' })).toHaveAttribute(
      'href',
      '/app-store',
    );
    // The places a renter uses, the market's public pages among them.
    for (const [name, href] of [
      ['Market', '/market'],
      ['Nearby', '/nearby'],
      ['My orders', '/my-orders'],
      ['Demands and offers', '/demands-and-offers'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The wallet's pages as a group (closed until opened).
    expect(within(nav).getByText('Wallet')).toBeInTheDocument();
    // Hidden children of the menu (/friends/tags, /devices/link…) and pages not built yet are
    // not navigation entries.
    for (const hidden of ['Tags', 'Bind a box', 'Device details', 'Reports']) {
      expect(within(nav).queryByText(hidden)).toBeNull();
    }
    expect(await screen.findAllByText('Ada Lovelace')).not.toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Account - Z Compute'));
  });

  it("highlights My apps on an app's own page", async () => {
    sessionStore.set(makeSession());
    renderApp('/app/7', { api: signedInApi() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'My apps' }).closest('li')).toHaveClass(
        'ant-menu-item-selected',
      ),
    );
  });

  it('signing out revokes the refresh token, clears the session and returns to sign-in', async () => {
    sessionStore.set(makeSession({ refresh_token: 'rt-to-revoke' }));
    const { router, calls } = renderApp('/account', { api: signedInApi() });

    await userEvent.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    const logout = calls.find((c) => c.url.endsWith('/logout'));
    expect(logout?.init.method).toBe('POST');
    expect(bodyOf(logout)).toEqual({ refresh_token: 'rt-to-revoke' });
    expect(sessionStore.get()).toBeNull();
  });

  it('a 401 from the API signs out and returns to sign-in with the page to come back to', async () => {
    sessionStore.set(makeSession());
    const { router } = renderApp('/account', {
      api: (url) =>
        url.endsWith('/menu') ? ok(USER_MENU) : fail(401, 'not_authenticated', 'Please sign in'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
    expect(sessionStore.get()).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
  });

  it('signing out is no session ending: the sign-in page says nothing of it', async () => {
    sessionStore.set(makeSession());
    const { router } = renderApp('/account', { api: signedInApi() });
    await userEvent.click(await screen.findByRole('button', { name: /Sign out/ }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('below 768 px', () => {
    beforeEach(mockNarrowScreen);

    it('keeps the navigation in a drawer that the top bar opens and a link closes', async () => {
      sessionStore.set(makeSession());
      const { router } = renderApp('/account', { api: signedInApi() });

      const open = await screen.findByRole('button', { name: 'Open navigation' });
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      expect(open).toHaveAttribute('aria-expanded', 'false');
      // The compact top bar: icons with names, no user name beside the avatar.
      expect(screen.getByRole('button', { name: 'Sign out' })).not.toHaveTextContent('Sign out');
      expect(screen.queryByText('Ada Lovelace')).toBeNull();

      await userEvent.click(open);
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(open).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(within(nav).getByRole('link', { name: 'Messages' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
      await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
    });
  });
});

describe('sign-in', () => {
  const SESSION = makeSession({ token: 'fresh' });

  async function submit(account: string, password: string) {
    await userEvent.type(await screen.findByLabelText('Account'), account);
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('stores the session and opens the page it was sent from', async () => {
    const { router, calls } = renderApp('/auth/signin?redirect=%2Faccount', {
      api: (url) => (url.endsWith('/login/password') ? ok(SESSION) : signedInApi()(url)),
    });
    await submit(' ada@example.com ', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(bodyOf(calls.find((c) => c.url.endsWith('/login/password')))).toEqual({
      account: 'ada@example.com',
      password: 'secret123',
    });
    expect(sessionStore.get()?.token).toBe('fresh');
  });

  it('shows the server message for wrong credentials', async () => {
    renderApp('/auth/signin', {
      api: () => fail(400, 'invalid_credentials', 'Wrong account or password'),
    });
    await submit('ada', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password');
    expect(sessionStore.get()).toBeNull();
  });

  it('in PC mode hands the session to the host instead of navigating', async () => {
    localStorage.setItem('zc.pcMode', '1');
    const webview = { postMessage: vi.fn() };
    window.chrome = { webview };
    try {
      const { router } = renderApp('/auth/signin', {
        api: (url) => (url.endsWith('/login/password') ? ok(SESSION) : signedInApi()(url)),
      });
      await submit('ada', 'secret123');
      await waitFor(() =>
        expect(webview.postMessage).toHaveBeenCalledWith({
          type: 'redirect',
          // The default home: My apps.
          path: '/app',
          session: SESSION,
        }),
      );
      expect(router.state.location.pathname).toBe('/auth/signin');
    } finally {
      delete window.chrome;
    }
  });
});
