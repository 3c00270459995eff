import { describe, expect, it } from 'vitest';

import { validationMessages as m } from './messages';
import {
  LIMITS,
  validateAvatarFile,
  validateCode,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validatePassword,
  validatePhone,
} from './validators';

const id = (problem: { message: { id?: string } } | null) => problem?.message.id ?? null;

describe('validators', () => {
  // Which values pass is the shared cases' business (`validationCases.test.ts`); these check
  // the message each problem shows.
  it('name: required, length, an address, control and invisible characters', () => {
    expect(id(validateName(''))).toBe(m.nameRequired.id);
    expect(id(validateName('   '))).toBe(m.nameRequired.id);
    expect(validateName('x'.repeat(51))).toEqual({
      message: m.nameLength,
      values: { min: 3, max: 50 },
    });
    expect(id(validateName('ali@ce'))).toBe(m.nameAddressLike.id);
    expect(id(validateName('13800138000'))).toBe(m.nameAddressLike.id);
    expect(id(validateName('ali\tce'))).toBe(m.controlCharacters.id);
    expect(id(validateName('ali\u200bce'))).toBe(m.invisibleCharacters.id);
    expect(validateName('张三丰')).toBeNull();
  });

  it('e-mail: required, too long, format', () => {
    expect(id(validateEmail(undefined))).toBe(m.emailRequired.id);
    expect(id(validateEmail('x@y.z'))).toBe(m.emailInvalid.id);
    const longest = `${'a'.repeat(LIMITS.email.max - 5)}@b.cn`;
    expect(validateEmail(longest)).toBeNull();
    expect(id(validateEmail(`a${longest}`))).toBe(m.emailTooLong.id);
  });

  it('password: required, length of its rule, composition, control characters', () => {
    expect(id(validatePassword(''))).toBe(m.passwordRequired.id);
    expect(validatePassword('Kite7ha')).toEqual({
      message: m.passwordLength,
      values: { min: 8, max: 15 },
    });
    expect(validatePassword('Kite7harb', 'signUpPassword')).toEqual({
      message: m.passwordLength,
      values: { min: 10, max: 15 },
    });
    expect(id(validatePassword('kiteharbor'))).toBe(m.passwordComposition.id);
    expect(id(validatePassword('密码安全密码73'))).toBe(m.passwordComposition.id);
    expect(id(validatePassword('Kite\t7harb'))).toBe(m.controlCharacters.id);
    expect(validatePassword('Kite7harbo', 'signUpPassword')).toBeNull();
  });

  it('confirmation must match', () => {
    expect(id(validateConfirmPassword('', 'abc'))).toBe(m.confirmRequired.id);
    expect(id(validateConfirmPassword('abd', 'abc'))).toBe(m.passwordMismatch.id);
    expect(validateConfirmPassword('abc', 'abc')).toBeNull();
  });

  it('phone: required, then one message with the digits it takes', () => {
    expect(id(validatePhone(' '))).toBe(m.phoneRequired.id);
    expect(validatePhone('+86 138 0013 8000')).toBeNull();
    expect(validatePhone('1380013800a')).toEqual({
      message: m.phoneInvalid,
      values: { min: 5, max: 15 },
    });
  });

  it('code: required, then six digits', () => {
    expect(id(validateCode(''))).toBe(m.codeRequired.id);
    expect(validateCode('012345')).toBeNull();
    expect(validateCode('12 345')).toEqual({ message: m.codeInvalid, values: { length: 6 } });
  });

  it('avatar: JPG/JPEG/PNG/WEBP/GIF of at most 3 MB', () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    for (const good of [
      file('a.jpg', 'image/jpeg'),
      file('a.JPEG', 'image/jpeg'),
      file('a.png', 'image/png'),
      file('a.webp', 'image/webp'),
      file('a.gif', 'image/gif'),
      file('a.png', 'image/png', 3 * 1024 * 1024),
      file('no-type.webp', ''),
    ]) {
      expect(validateAvatarFile(good)).toBeNull();
    }
    expect(id(validateAvatarFile(file('a.bmp', 'image/bmp')))).toBe(m.avatarFormat.id);
    expect(id(validateAvatarFile(file('a.svg', 'image/svg+xml')))).toBe(m.avatarFormat.id);
    expect(id(validateAvatarFile(file('notes.txt', '')))).toBe(m.avatarFormat.id);
    expect(validateAvatarFile(file('a.png', 'image/png', 3 * 1024 * 1024 + 1))).toEqual({
      message: m.avatarTooBig,
      values: { megabytes: 3 },
    });
  });
});
