import { describe, expect, it } from 'vitest';

import { base64UrlDecode, decodeJwtPayload } from './jwt';

function b64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const token = (payload: string) => `${b64url('{"alg":"HS256"}')}.${b64url(payload)}.signature`;

describe('decodeJwtPayload', () => {
  it('reads the payload without verifying', () => {
    expect(decodeJwtPayload(token('{"user_id":7,"exp":1700000000}'))).toEqual({
      user_id: 7,
      exp: 1700000000,
    });
  });

  it('is unicode-safe', () => {
    expect(decodeJwtPayload(token('{"name":"张三 ✓"}'))).toEqual({ name: '张三 ✓' });
  });

  it('handles base64url characters (- and _) and missing padding', () => {
    // "??>" encodes to "Pz8-" in base64url ("Pz8+" in base64)
    const payload = '{"s":"??>??"}';
    expect(b64url(payload)).toMatch(/[-_]/);
    expect(decodeJwtPayload(token(payload))).toEqual({ s: '??>??' });
  });

  it.each([
    ['not a token', 'abc'],
    ['two parts', 'a.b'],
    ['bad base64', 'a.@@@.c'],
    ['not JSON', `a.${b64url('hello')}.c`],
    ['JSON but not an object', `a.${b64url('42')}.c`],
    ['an array', `a.${b64url('[1]')}.c`],
    ['invalid UTF-8', `a.${btoa('\xff\xfe').replace(/=+$/, '')}.c`],
  ])('returns null for %s', (_label, value) => {
    expect(decodeJwtPayload(value)).toBeNull();
  });

  it('returns null for null/undefined', () => {
    expect(decodeJwtPayload(null)).toBeNull();
    expect(decodeJwtPayload(undefined)).toBeNull();
  });

  it('base64UrlDecode rejects characters outside the alphabet', () => {
    expect(() => base64UrlDecode('a+b')).toThrow();
  });
});
