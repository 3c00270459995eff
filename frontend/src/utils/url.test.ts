import { describe, expect, it } from 'vitest';

import { safeRedirectPath, withQuery } from './url';

describe('safeRedirectPath', () => {
  it.each([
    ['/devices', '/devices'],
    ['/wallet?tab=pay#top', '/wallet?tab=pay#top'],
    ['/a/../b', '/b'],
  ])('keeps same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'devices',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('rejects %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});

describe('withQuery', () => {
  it('adds and replaces parameters, keeping the existing ones', () => {
    expect(withQuery('/a?x=1&y=2', { y: '3', z: 'a b' })).toBe('/a?x=1&y=3&z=a+b');
  });

  it('skips null and undefined', () => {
    expect(withQuery('/a', { x: null, y: undefined })).toBe('/a');
  });

  it('accepts URLSearchParams', () => {
    expect(withQuery('/a', new URLSearchParams('k=v'))).toBe('/a?k=v');
  });
});
