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
  it('name: required, 3-50 characters (counting characters, not bytes)', () => {
    expect(id(validateName(''))).toBe(m.nameRequired.id);
    expect(id(validateName('   '))).toBe(m.nameRequired.id);
    expect(id(validateName('ab'))).toBe(m.nameLength.id);
    expect(validateName('abc')).toBeNull();
    expect(validateName('张三丰')).toBeNull();
    expect(validateName('x'.repeat(50))).toBeNull();
    expect(validateName('x'.repeat(51))).toEqual({
      message: m.nameLength,
      values: { min: 3, max: 50 },
    });
  });

  it('e-mail: required, at most 254, format', () => {
    expect(id(validateEmail(undefined))).toBe(m.emailRequired.id);
    expect(id(validateEmail('a@b'))).toBe(m.emailInvalid.id);
    expect(id(validateEmail('a b@c.de'))).toBe(m.emailInvalid.id);
    expect(validateEmail('a@b.cn')).toBeNull();
    const longest = `${'a'.repeat(LIMITS.email.max - 5)}@b.cn`;
    expect(longest).toHaveLength(254);
    expect(validateEmail(longest)).toBeNull();
    expect(id(validateEmail(`a${longest}`))).toBe(m.emailTooLong.id);
  });

  it('password: length bounds and at least one letter and one digit', () => {
    expect(id(validatePassword(''))).toBe(m.passwordRequired.id);
    expect(id(validatePassword('abc1234'))).toBe(m.passwordLength.id); // 7 < 8
    expect(validatePassword('abc12345')).toBeNull();
    expect(id(validatePassword('abcdefgh'))).toBe(m.passwordComposition.id);
    expect(id(validatePassword('12345678'))).toBe(m.passwordComposition.id);
    expect(id(validatePassword('abc1234567890123'))).toBe(m.passwordLength.id); // 16 > 15
  });

  it('sign-up password: 10-15', () => {
    const rule = LIMITS.signUpPassword;
    expect(validatePassword('abc123456', rule)).toEqual({
      message: m.passwordLength,
      values: { min: 10, max: 15 },
    });
    expect(validatePassword('abc1234567', rule)).toBeNull();
  });

  it('confirmation must match', () => {
    expect(id(validateConfirmPassword('', 'abc'))).toBe(m.confirmRequired.id);
    expect(id(validateConfirmPassword('abd', 'abc'))).toBe(m.passwordMismatch.id);
    expect(validateConfirmPassword('abc', 'abc')).toBeNull();
  });

  it('phone: digits with an optional leading +, 5-20 characters', () => {
    expect(id(validatePhone(' '))).toBe(m.phoneRequired.id);
    for (const good of ['12345', '+1234', '13800138000', '+8613800138000', '9'.repeat(20)]) {
      expect(validatePhone(good)).toBeNull();
    }
    for (const bad of ['1234', '+123', '9'.repeat(21), '138-0013-8000', '1380013800a', '++12345']) {
      expect(validatePhone(bad)).toEqual({
        message: m.phoneInvalid,
        values: { min: 5, max: 20 },
      });
    }
  });

  it('code: exactly six digits', () => {
    expect(id(validateCode(''))).toBe(m.codeRequired.id);
    expect(validateCode('012345')).toBeNull();
    for (const bad of ['12345', '1234567', '12345a', '12 345']) {
      expect(validateCode(bad)).toEqual({ message: m.codeInvalid, values: { length: 6 } });
    }
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
