import { describe, expect, it } from 'vitest';

import { formatSize } from './format';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 ** 2 - 1, '1024.00 KB'],
    [1024 ** 2, '1.00 MB'],
    [8 * 1024 ** 3, '8.00 GB'],
    [1.234 * 1024 ** 4, '1.23 TB'],
    [2048 * 1024 ** 4, '2048.00 TB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('steps by 1024, not 1000', () => {
    expect(formatSize(1000)).toBe('1000 B');
    expect(formatSize(1_000_000)).toBe('976.56 KB');
  });

  it.each([NaN, -1, Infinity])('rejects %s', (bytes) => {
    expect(formatSize(bytes)).toBe('-');
  });
});
