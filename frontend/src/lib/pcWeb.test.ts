import { describe, expect, it } from 'vitest';

import { makeSession } from '@/test/http';

import { parsePcWebQuery, personOf } from './pcWeb';

const FULL =
  '?token=AT&refresh_token=RT&expire=1900000000&email=a%40b.cn&user_type=admin&sme_id=42' +
  '&lang=zh&pc_mode=1&redirect=%2Fdevices%3Ftab%3Dall&device_id=D1&from=client';

describe('parsePcWebQuery', () => {
  it('reads the handed access token (never the refresh token), e-mail, language and flag', () => {
    expect(parsePcWebQuery(FULL, '/account')).toEqual({
      grant: { token: 'AT' },
      email: 'a@b.cn',
      locale: 'zh',
      pcMode: true,
      target: '/devices?tab=all&device_id=D1&from=client&lang=zh',
    });
  });

  it('reads a one-time code, which wins over a token', () => {
    const handoff = parsePcWebQuery('?code=C0DE&token=AT&pc_mode=1&redirect=%2Fapp', '/account');
    expect(handoff).toMatchObject({ grant: { code: 'C0DE' }, pcMode: true, target: '/app' });
  });

  it('defaults: the default page, no PC mode', () => {
    const handoff = parsePcWebQuery('?token=A', '/account');
    expect(handoff).toMatchObject({ email: null, locale: null, pcMode: false, target: '/account' });
  });

  it('ignores an unsafe redirect and an unknown language', () => {
    const handoff = parsePcWebQuery('?token=A&redirect=https://evil.example&lang=fr', '/account');
    expect(handoff?.target).toBe('/account');
    expect(handoff?.locale).toBeNull();
  });

  it.each([
    ['neither token nor code', '?refresh_token=R&expire=10'],
    ['an empty token', '?token=&code='],
  ])('is null with %s', (_label, search) => {
    expect(parsePcWebQuery(search, '/account')).toBeNull();
  });
});

describe('personOf', () => {
  const token = (claims: object) =>
    `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

  it("reads the access token's person", () => {
    expect(personOf(makeSession({ token: token({ uid: 7, sid: 'x' }) }))).toBe(7);
  });

  it('is null for a token it cannot read', () => {
    expect(personOf(makeSession({ token: 'opaque' }))).toBeNull();
    expect(personOf(makeSession({ token: token({ uid: '7' }) }))).toBeNull();
  });
});
