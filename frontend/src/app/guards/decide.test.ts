import { describe, expect, it } from 'vitest';

import type { MenuRoute } from '@/api/types';

import { decideNavigation, type GuardInput } from './decide';
import { isPublicPath } from '@/config/pages';

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

const menuRoute = (path: string, isHide = false): MenuRoute => ({
  path,
  name: path,
  component: path,
  meta: { icon: '', title: path, isHide, isLink: false },
});
const USER_MENU = [menuRoute('/account'), menuRoute('/devices', false)];

const REGISTERED = [
  '/',
  '/auth/signin',
  '/403',
  '/404',
  '/500',
  '/account',
  '/wallet',
  '/account/username',
];
/** Menu pages and the menu entry granting each. */
const MENU_PAGES: Record<string, string> = {
  '/account': '/account',
  '/wallet': '/wallet',
  '/account/username': '/account',
};

function input(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    pathname: '/account',
    search: '',
    online: true,
    userAgent: DESKTOP_UA,
    userType: 'user',
    menu: USER_MENU,
    pcMode: false,
    isRegistered: (path) => REGISTERED.includes(path),
    menuPathFor: (path) => MENU_PAGES[path] ?? null,
    ...overrides,
  };
}

describe('decideNavigation', () => {
  it('allows a signed-in user with the page in the menu', () => {
    expect(decideNavigation(input())).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to sign-in, keeping the wanted page', () => {
    expect(
      decideNavigation(input({ userType: null, pathname: '/account', search: '?tab=2' })),
    ).toEqual({
      kind: 'redirect',
      to: '/auth/signin?redirect=%2Faccount%3Ftab%3D2',
    });
  });

  it('lets anyone open public pages', () => {
    for (const pathname of ['/', '/auth/signin', '/403', '/500']) {
      expect(decideNavigation(input({ userType: null, menu: null, pathname }))).toEqual({
        kind: 'allow',
      });
    }
  });

  it('shows the 404 screen for unknown paths, signed in or not', () => {
    expect(decideNavigation(input({ userType: null, pathname: '/nope' }))).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation(input({ pathname: '/nope' }))).toEqual({ kind: 'allow' });
  });

  it('asks for sign-in on a protected spec page even before its page is built', () => {
    expect(decideNavigation(input({ userType: null, menu: null, pathname: '/devices' }))).toEqual({
      kind: 'redirect',
      to: '/auth/signin?redirect=%2Fdevices',
    });
    expect(
      decideNavigation(input({ userType: null, menu: null, pathname: '/devices/apps/7' })),
    ).toEqual({ kind: 'redirect', to: '/auth/signin?redirect=%2Fdevices%2Fapps%2F7' });
    // signed in, the unbuilt page shows the 404 screen
    expect(decideNavigation(input({ pathname: '/devices' }))).toEqual({ kind: 'allow' });
  });

  it('asks for the menu first when signed in without a menu', () => {
    expect(decideNavigation(input({ menu: null }))).toEqual({ kind: 'load-menu' });
  });

  it('refuses access when the menu is empty', () => {
    expect(decideNavigation(input({ menu: [] }))).toEqual({ kind: 'no-access' });
  });

  it('sends to /403 when the menu does not grant a menu page', () => {
    expect(decideNavigation(input({ pathname: '/wallet' }))).toEqual({
      kind: 'redirect',
      to: '/403',
    });
  });

  it('does not ask the menu about pages outside it', () => {
    const notInMenu = () => null;
    expect(
      decideNavigation(
        input({ pathname: '/account/username', menuPathFor: notInMenu, menu: [menuRoute('/x')] }),
      ),
    ).toEqual({ kind: 'allow' });
  });

  it('grants a page through the menu entry it belongs to', () => {
    // The server menu lists /account only; /account/username is granted with it.
    expect(decideNavigation(input({ pathname: '/account/username' }))).toEqual({ kind: 'allow' });
    expect(
      decideNavigation(input({ pathname: '/account/username', menu: [menuRoute('/devices')] })),
    ).toEqual({ kind: 'redirect', to: '/403' });
  });

  it('grants menu pages that are hidden in the menu', () => {
    const menu = [menuRoute('/account', true), menuRoute('/wallet', true)];
    expect(decideNavigation(input({ menu, pathname: '/wallet' }))).toEqual({ kind: 'allow' });
  });

  it("sends to /403 when the caller's user type may not open the page", () => {
    const built = () => true;
    const aiCompute = { pathname: '/my-apps/ai-compute/7', isRegistered: built };
    expect(decideNavigation(input({ ...aiCompute, userType: 'member' }))).toEqual({
      kind: 'redirect',
      to: '/403',
    });
    expect(decideNavigation(input({ ...aiCompute, userType: 'admin' }))).toEqual({
      kind: 'allow',
    });
    // the menu grants /account to a member; the table lets every type open it
    expect(decideNavigation(input({ userType: 'member' }))).toEqual({ kind: 'allow' });
  });

  it('shows the 404 screen, not 403, on an unbuilt page the user type may not open', () => {
    expect(decideNavigation(input({ userType: 'admin', pathname: '/wallet/pay' }))).toEqual({
      kind: 'allow',
    });
  });

  describe('offline', () => {
    it('goes to /500 from any page, remembering it', () => {
      expect(decideNavigation(input({ online: false, pathname: '/', search: '?lang=zh' }))).toEqual(
        {
          kind: 'redirect',
          to: '/500?redirect=%2F%3Flang%3Dzh',
        },
      );
      expect(decideNavigation(input({ online: false, userType: null }))).toMatchObject({
        kind: 'redirect',
        to: expect.stringMatching(/^\/500/),
      });
    });

    it('stays on /500', () => {
      expect(decideNavigation(input({ online: false, pathname: '/500' }))).toEqual({
        kind: 'allow',
      });
    });
  });

  describe('phones', () => {
    const withMobile = (path: string) => path === '/m/market' || REGISTERED.includes(path);

    it('are sent to the twin of a public page while signed out, query kept', () => {
      const twin = (path: string) => path === '/m/market/details';
      const signedOut = { userAgent: IPHONE_UA, userType: null, isRegistered: twin };
      expect(
        decideNavigation(input({ ...signedOut, pathname: '/market/details', search: '?id=5' })),
      ).toEqual({ kind: 'redirect', to: '/m/market/details?id=5' });
    });

    it('open every page as a desktop does once signed in, the market among them', () => {
      const signedIn = { userAgent: IPHONE_UA, isRegistered: withMobile };
      expect(decideNavigation(input(signedIn))).toEqual({ kind: 'allow' });
      expect(decideNavigation(input({ ...signedIn, pathname: '/market' }))).toEqual({
        kind: 'allow',
      });
    });

    it('sign in and up where they are', () => {
      for (const pathname of ['/auth/signin', '/auth/signup']) {
        expect(
          decideNavigation(
            input({ userAgent: IPHONE_UA, userType: null, isRegistered: withMobile, pathname }),
          ),
        ).toEqual({ kind: 'allow' });
      }
    });

    it('stay in the desktop client (PC mode)', () => {
      expect(
        decideNavigation(
          input({
            userAgent: IPHONE_UA,
            userType: null,
            isRegistered: withMobile,
            pathname: '/market',
            pcMode: true,
          }),
        ),
      ).toEqual({ kind: 'allow' });
    });
  });

  describe('PC mode', () => {
    it('opening /app asks the host instead', () => {
      expect(decideNavigation(input({ pcMode: true, pathname: '/app', search: '?x=1' }))).toEqual({
        kind: 'host',
        path: '/app?x=1',
      });
    });

    it('other pages behave as usual', () => {
      expect(decideNavigation(input({ pcMode: true }))).toEqual({ kind: 'allow' });
      expect(decideNavigation(input({ pcMode: false, pathname: '/app' }))).toEqual({
        kind: 'allow',
      });
    });
  });
});

describe('isPublicPath', () => {
  it.each([
    '/',
    '/app',
    '/app-store/12',
    '/app-store/12/config',
    '/market/details',
    '/nearby/map',
    '/m/market',
    '/auth/signup',
    '/reset-password',
    '/pc-web',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/account',
    '/devices',
    '/wallet/pay',
    '/iam/v1/sme/join',
    '/app-store/1/2/3',
    '/my-orders',
  ])('%s needs sign-in', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});
