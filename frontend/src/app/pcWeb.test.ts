import { describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { getLocale, setLocale } from '@/i18n/locale';

import { isPcMode } from '@/lib/host';
import { menuStore } from './menu/store';
import { applyPcWebHandoff, parsePcWebQuery, pcWebLoader } from './pcWeb';

const FULL =
  '?token=AT&refresh_token=RT&expire=1900000000&email=a%40b.cn&user_type=admin&sme_id=42' +
  '&lang=zh&pc_mode=1&redirect=%2Fdevices%3Ftab%3Dall&device_id=D1&from=client';

describe('parsePcWebQuery', () => {
  it('reads the session, e-mail, language and PC-mode flag', () => {
    expect(parsePcWebQuery(FULL, '/account')).toEqual({
      session: {
        token: 'AT',
        refresh_token: 'RT',
        access_token_expire: 1900000000,
        smeId: '42',
        userType: 'admin',
      },
      email: 'a@b.cn',
      locale: 'zh',
      pcMode: true,
      target: '/devices?tab=all&device_id=D1&from=client&lang=zh',
    });
  });

  it('defaults: personal identity, user type "user", the default page, no PC mode', () => {
    const handoff = parsePcWebQuery('?token=A&refresh_token=R&expire=10', '/account');
    expect(handoff).toMatchObject({
      session: { smeId: 'user', userType: 'user' },
      email: null,
      locale: null,
      pcMode: false,
      target: '/account',
    });
  });

  it('ignores an unsafe redirect and an unknown language', () => {
    const handoff = parsePcWebQuery(
      '?token=A&refresh_token=R&expire=10&redirect=https://evil.example&lang=fr',
      '/account',
    );
    expect(handoff?.target).toBe('/account');
    expect(handoff?.locale).toBeNull();
  });

  it.each([
    ['no token', '?refresh_token=R&expire=10'],
    ['no refresh token', '?token=A&expire=10'],
    ['bad expiry', '?token=A&refresh_token=R&expire=soon'],
    ['unknown user type', '?token=A&refresh_token=R&expire=10&user_type=root'],
  ])('is null with %s', (_label, search) => {
    expect(parsePcWebQuery(search, '/account')).toBeNull();
  });
});

describe('pc-web handoff', () => {
  it('stores the session, e-mail, language and flag, and forgets the old menu', async () => {
    await setLocale('en');
    menuStore.set([]);
    await applyPcWebHandoff(parsePcWebQuery(FULL, '/account')!);
    expect(sessionStore.get()?.token).toBe('AT');
    expect(localStorage.getItem('zc.email')).toBe('a@b.cn');
    expect(getLocale()).toBe('zh');
    expect(isPcMode()).toBe(true);
    expect(menuStore.get()).toBeNull();
  });

  it('the loader redirects to the target, or to sign-in without a session', async () => {
    const go = await pcWebLoader({
      request: new Request(`http://localhost/pc-web${FULL}`),
    } as never);
    expect(go.status).toBe(302);
    expect(go.headers.get('Location')).toBe('/devices?tab=all&device_id=D1&from=client&lang=zh');

    const bad = await pcWebLoader({ request: new Request('http://localhost/pc-web?x=1') } as never);
    expect(bad.headers.get('Location')).toBe('/auth/signin');
  });
});
