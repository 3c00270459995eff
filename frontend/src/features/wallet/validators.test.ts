import { describe, expect, it } from 'vitest';

import { amountMessages as m } from './messages';
import { normalAmount, validateAmount } from './validators';

const bounds = { min: '10.00', max: '5000.00' };

describe('validateAmount', () => {
  it('takes amounts within the inclusive bounds with at most 2 decimals', () => {
    expect(validateAmount('10', bounds, 'en')).toBeNull();
    expect(validateAmount('5000.00', bounds, 'en')).toBeNull();
    expect(validateAmount(' 0 ', {}, 'en')).toBeNull();
  });

  it('refuses more decimals, signs, text and nothing', () => {
    for (const text of ['1.005', '-5', '+5', 'ten', '', undefined]) {
      expect(validateAmount(text, {}, 'en')).toEqual({ message: m.invalid });
    }
  });

  it('names the bounds, written in the locale, when out of them', () => {
    const range = { message: m.range, values: { min: '10.00', max: '5,000.00' } };
    expect(validateAmount('9.99', bounds, 'en')).toEqual(range);
    expect(validateAmount('5000.01', bounds, 'en')).toEqual(range);
  });
});

describe('normalAmount', () => {
  it('writes two decimals', () => {
    expect(normalAmount('150')).toBe('150.00');
    expect(normalAmount(' 7.5 ')).toBe('7.50');
  });
});
