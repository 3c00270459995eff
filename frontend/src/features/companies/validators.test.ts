import { describe, expect, it } from 'vitest';

import { applyMessages as m, createMessages } from './messages';
import { normalizeCompanyId, validateCompanyId, validateCompanyName } from './validators';

describe('validateCompanyId', () => {
  it('accepts two groups of five base32 characters, in any case and with spaces around', () => {
    expect(validateCompanyId('ABCDE-12345')).toBeNull();
    expect(validateCompanyId(' abcde-12345 ')).toBeNull();
    expect(normalizeCompanyId(' abcde-12345 ')).toBe('ABCDE-12345');
  });

  it('refuses an empty id, a wrong shape and letters outside Crockford base32', () => {
    expect(validateCompanyId('  ')?.message).toBe(m.idRequired);
    expect(validateCompanyId('ABCDE12345')?.message).toBe(m.idFormat);
    expect(validateCompanyId('ABCD-12345')?.message).toBe(m.idFormat);
    expect(validateCompanyId('ABCDU-12345')?.message).toBe(m.idFormat);
  });
});

describe('validateCompanyName', () => {
  it('needs 3-50 characters once trimmed, counting code points', () => {
    expect(validateCompanyName('  ')?.message).toBe(createMessages.nameRequired);
    expect(validateCompanyName(' ab ')?.message).toBe(createMessages.nameLength);
    expect(validateCompanyName('公司名')).toBeNull();
    expect(validateCompanyName('a'.repeat(50))).toBeNull();
    expect(validateCompanyName('a'.repeat(51))?.message).toBe(createMessages.nameLength);
  });
});
