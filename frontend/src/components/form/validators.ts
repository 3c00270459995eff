/**
 * Field rules of spec section 5 as pure functions: each returns the problem
 * (a message and its values) or null. `toRule` adapts one to an antd rule; `useForm`
 * takes them as they are.
 */
import type { FormRule } from 'antd';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { AVATAR_FORMATS, AVATAR_MAX_BYTES } from '@/constants';

import { validationMessages as m } from './messages';

export const LIMITS = {
  name: { min: 3, max: 50 },
  email: { max: 254 },
  password: { min: 8, max: 15 },
  /** Sign-up asks for a longer password than the general rule. */
  signUpPassword: { min: 10, max: 15 },
  /** Characters, a leading + included; the server normalises the number. */
  phone: { min: 5, max: 20 },
  code: { length: 6 },
} as const;

export interface Problem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length in characters (code points), as the server counts it. */
const length = (value: string) => [...value].length;

export function validateName(value: string | undefined): Problem | null {
  const name = (value ?? '').trim();
  if (!name) return { message: m.nameRequired };
  const { min, max } = LIMITS.name;
  if (length(name) < min || length(name) > max)
    return { message: m.nameLength, values: { min, max } };
  return null;
}

export function validateEmail(value: string | undefined): Problem | null {
  const email = (value ?? '').trim();
  if (!email) return { message: m.emailRequired };
  if (length(email) > LIMITS.email.max) return { message: m.emailTooLong };
  if (!EMAIL_PATTERN.test(email)) return { message: m.emailInvalid };
  return null;
}

export function validatePassword(
  value: string | undefined,
  { min, max }: { min: number; max: number } = LIMITS.password,
): Problem | null {
  const password = value ?? '';
  if (!password) return { message: m.passwordRequired };
  if (length(password) < min || length(password) > max) {
    return { message: m.passwordLength, values: { min, max } };
  }
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password))
    return { message: m.passwordComposition };
  return null;
}

export function validateConfirmPassword(
  value: string | undefined,
  password: string | undefined,
): Problem | null {
  if (!value) return { message: m.confirmRequired };
  if (value !== password) return { message: m.passwordMismatch };
  return null;
}

const PHONE_PATTERN = /^\+?\d+$/;

export function validatePhone(value: string | undefined): Problem | null {
  const phone = (value ?? '').trim();
  if (!phone) return { message: m.phoneRequired };
  const { min, max } = LIMITS.phone;
  if (!PHONE_PATTERN.test(phone) || phone.length < min || phone.length > max) {
    return { message: m.phoneInvalid, values: { min, max } };
  }
  return null;
}

/** A verification code sent by SMS or e-mail: exactly six digits. */
export function validateCode(value: string | undefined): Problem | null {
  const code = (value ?? '').trim();
  if (!code) return { message: m.codeRequired };
  const { length: digits } = LIMITS.code;
  if (code.length !== digits || !/^\d+$/.test(code)) {
    return { message: m.codeInvalid, values: { length: digits } };
  }
  return null;
}

/** The upload picker's `accept`: the avatar formats' extensions and types. */
export const AVATAR_ACCEPT = [
  ...AVATAR_FORMATS.extensions.map((extension) => `.${extension}`),
  ...AVATAR_FORMATS.mimeTypes,
].join(',');

/**
 * An avatar must be a JPG, JPEG, PNG, WEBP or GIF image of at most 3 MB. The
 * type decides; when the browser leaves it empty, the file name's extension does.
 */
export function validateAvatarFile(file: Pick<File, 'name' | 'type' | 'size'>): Problem | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const accepted = file.type
    ? (AVATAR_FORMATS.mimeTypes as readonly string[]).includes(file.type)
    : (AVATAR_FORMATS.extensions as readonly string[]).includes(extension);
  if (!accepted) return { message: m.avatarFormat };
  if (file.size > AVATAR_MAX_BYTES) {
    return { message: m.avatarTooBig, values: { megabytes: AVATAR_MAX_BYTES / 1024 ** 2 } };
  }
  return null;
}

/** A rule object (not a rule-producing function). */
export type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** A problem in the current language. */
export const formatProblem = (intl: IntlShape, problem: Problem) =>
  intl.formatMessage(problem.message, problem.values);

/** An antd form rule running `check` and showing its translated problem. */
export function toRule<T>(intl: IntlShape, check: (value: T) => Problem | null): RuleObject {
  return {
    validator: (_rule, value: T) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(formatProblem(intl, problem))) : Promise.resolve();
    },
  };
}
