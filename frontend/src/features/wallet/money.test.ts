import { describe, expect, it } from 'vitest';

import { formatCoins, plotValue, signOf, toCents } from './money';

describe('toCents', () => {
  it('reads amounts exactly', () => {
    expect(toCents('100.00')).toBe(10000n);
    expect(toCents('-12.5')).toBe(-1250n);
    expect(toCents('7')).toBe(700n);
    expect(toCents('90071992547409.93')).toBe(9007199254740993n);
  });

  it('refuses what is no amount', () => {
    for (const text of ['', '1.234', '1e3', 'abc', '.5', '1,000.00', '--1']) {
      expect(toCents(text)).toBeNull();
    }
  });
});

describe('formatCoins', () => {
  it('groups, keeps two decimals and signs as asked', () => {
    expect(formatCoins('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatCoins('-12.50', 'en')).toBe('-12.50');
    expect(formatCoins('12.50', 'en', { signed: true })).toBe('+12.50');
    expect(formatCoins('0.00', 'en', { signed: true })).toBe('0.00');
    expect(formatCoins('-0.05', 'zh', { signed: true })).toBe('-0.05');
  });

  it('keeps every digit of large amounts', () => {
    expect(formatCoins('90071992547409.93', 'en')).toBe('90,071,992,547,409.93');
  });

  it('follows the locale', () => {
    expect(formatCoins('1234.50', 'de')).toBe('1.234,50');
  });

  it('shows text that is no amount as it came', () => {
    expect(formatCoins('n/a', 'en')).toBe('n/a');
  });
});

describe('signOf and plotValue', () => {
  it('tell the sign and the plotted height', () => {
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('3.00')).toBe(1);
    expect(plotValue('-12.34')).toBe(-12.34);
  });
});
