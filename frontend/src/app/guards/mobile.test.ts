import { describe, expect, it } from 'vitest';

import { isPhone, mobileRedirect } from './mobile';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';
const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15';

describe('isPhone', () => {
  it.each([
    [ANDROID, true],
    [IPHONE, true],
    [IPAD, false],
    [DESKTOP, false],
  ])('%s → %s', (ua, expected) => {
    expect(isPhone(ua)).toBe(expected);
  });
});

describe('mobileRedirect', () => {
  it('sends phones to the mobile market', () => {
    expect(mobileRedirect(ANDROID, '/')).toBe('/m/market');
    expect(mobileRedirect(IPHONE, '/account')).toBe('/m/market');
  });

  it.each([
    '/email-verified',
    '/check-email',
    '/iam/v1/sme/join',
    '/company-email',
    '/reset-password',
  ])('keeps phones on %s', (path) => {
    expect(mobileRedirect(IPHONE, path)).toBeNull();
  });

  it('keeps phones already on the mobile site', () => {
    expect(mobileRedirect(ANDROID, '/m/market')).toBeNull();
    expect(mobileRedirect(ANDROID, '/m')).toBeNull();
    expect(mobileRedirect(ANDROID, '/market')).toBe('/m/market');
  });

  it('leaves desktops alone', () => {
    expect(mobileRedirect(DESKTOP, '/')).toBeNull();
  });
});
