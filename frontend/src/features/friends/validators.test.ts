import { describe, expect, it } from 'vitest';

import {
  validateAccount,
  validateAlias,
  validateRequestMessage,
  validateTagName,
} from './validators';

describe('friends validators', () => {
  it('takes an alias of 3-50 characters, or none', () => {
    expect(validateAlias('')).toBeNull();
    expect(validateAlias(null)).toBeNull();
    expect(validateAlias('   ')).toBeNull();
    expect(validateAlias('abc')).toBeNull();
    expect(validateAlias('x'.repeat(50))).toBeNull();
    expect(validateAlias('ab')?.values).toEqual({ min: 3, max: 50 });
    expect(validateAlias('x'.repeat(51))).not.toBeNull();
    // Characters, not UTF-16 units: three emoji are three characters.
    expect(validateAlias('😀😀😀')).toBeNull();
  });

  it('needs an account and at most 100 characters of message', () => {
    expect(validateAccount(' ')).not.toBeNull();
    expect(validateAccount('kim')).toBeNull();
    expect(validateRequestMessage(undefined)).toBeNull();
    expect(validateRequestMessage('x'.repeat(100))).toBeNull();
    expect(validateRequestMessage('x'.repeat(101))?.values).toEqual({ max: 100 });
  });

  it('takes a tag name of 1-20 characters', () => {
    expect(validateTagName('')).not.toBeNull();
    expect(validateTagName('Work')).toBeNull();
    expect(validateTagName('x'.repeat(21))?.values).toEqual({ min: 1, max: 20 });
  });
});
