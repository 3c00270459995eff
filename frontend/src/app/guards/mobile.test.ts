import { describe, expect, it } from 'vitest';

import { isPhone } from '@/lib/settings';

import { mobileRedirect } from './mobile';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';
const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15';
const DESKTOP_CLIENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0';

const MOBILE_MARKET = ['/m/market', '/m/market/more', '/m/market/details', '/m/compony'];
const built = (path: string) => MOBILE_MARKET.includes(path);
const go = (ua: string, path: string, search = '') => mobileRedirect(ua, path, search, built);

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
  it('sends phones to the mobile market', () => {
    expect(go(ANDROID, '/')).toBe('/m/market');
    expect(go(IPHONE, '/account', '?tab=1')).toBe('/m/market');
    expect(go(IPHONE, '/nearby/map')).toBe('/m/market');
  });

  it.each([
    ['/market', '', '/m/market'],
    ['/market', '?q=gpu', '/m/market?q=gpu'],
    ['/market/more', '?label=ai&page=2', '/m/market/more?label=ai&page=2'],
    ['/market/details', '?id=5', '/m/market/details?id=5'],
    ['/compony', '?lang=zh', '/m/compony?lang=zh'],
  ])('sends %s%s to its twin %s', (path, search, target) => {
    expect(go(IPHONE, path, search)).toBe(target);
  });

  it('falls back to the mobile market while a twin is not built', () => {
    expect(go(IPHONE, '/nearby', '?near=1,2')).toBe('/m/market');
  });

  it.each([
    '/email-verified',
    '/check-email',
    '/iam/v1/sme/join',
    '/company-email',
    '/reset-password',
    '/pc-web',
    '/m',
    '/m/market',
    '/m/compony',
    '/nowhere',
  ])('keeps phones on %s', (path) => {
    expect(go(IPHONE, path)).toBeNull();
  });

  it('stays while the mobile market is not built', () => {
    expect(mobileRedirect(IPHONE, '/account', '', () => false)).toBeNull();
  });

  it.each([IPAD, DESKTOP, DESKTOP_CLIENT])('leaves %s alone', (ua) => {
    expect(go(ua, '/market', '?q=1')).toBeNull();
  });
});
