import { describe, expect, it } from 'vitest';

import { isPhone } from '@/lib/phone';

import { mobileRedirect } from './mobile';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';
const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15';
const DESKTOP_CLIENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0';

const MOBILE_SET = ['/m/market', '/m/market/more', '/m/market/details', '/m/nearby', '/m/compony'];
const built = (path: string) => MOBILE_SET.includes(path);
const go = (userAgent: string, pathname: string, search = '', signedIn = false) =>
  mobileRedirect({ userAgent, signedIn, pathname, search, isBuilt: built });

describe('isPhone', () => {
  it.each([
    [ANDROID, true],
    [ANDROID_TABLET, true],
    [IPHONE, true],
    [IPAD, false],
    [DESKTOP, false],
    [DESKTOP_CLIENT, false],
  ])('%s → %s', (ua, expected) => {
    expect(isPhone(ua)).toBe(expected);
  });
});

describe('mobileRedirect', () => {
  it.each([
    ['/', '', '/m/market'],
    ['/market', '', '/m/market'],
    ['/market', '?q=gpu', '/m/market?q=gpu'],
    ['/market/more', '?label=ai&page=2', '/m/market/more?label=ai&page=2'],
    ['/market/details', '?id=5', '/m/market/details?id=5'],
    ['/nearby', '?near=1,2', '/m/nearby?near=1,2'],
    ['/compony', '?lang=zh', '/m/compony?lang=zh'],
  ])('sends a signed-out phone on %s%s to its twin %s', (path, search, target) => {
    expect(go(IPHONE, path, search)).toBe(target);
    expect(go(ANDROID, path, search)).toBe(target);
  });

  it.each([
    '/auth/signin',
    '/auth/signup',
    '/account',
    '/wallet',
    '/app-store',
    '/nearby/map',
    '/email-verified',
    '/iam/v1/sme/join',
    '/reset-password',
    '/m/market',
    '/nowhere',
  ])('opens %s on a signed-out phone as on a desktop', (path) => {
    expect(go(IPHONE, path)).toBeNull();
  });

  it('opens every page for a signed-in phone as on a desktop', () => {
    for (const path of ['/', '/market', '/market/details', '/nearby', '/compony']) {
      expect(go(IPHONE, path, '?id=5', true)).toBeNull();
    }
  });

  it('stays while the twin is not built', () => {
    expect(
      mobileRedirect({
        userAgent: IPHONE,
        signedIn: false,
        pathname: '/market',
        search: '',
        isBuilt: () => false,
      }),
    ).toBeNull();
  });

  it.each([IPAD, DESKTOP, DESKTOP_CLIENT])('leaves %s alone', (ua) => {
    expect(go(ua, '/market', '?q=1')).toBeNull();
  });
});
