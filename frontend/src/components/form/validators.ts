/**
 * Field rules of spec section 5 as pure functions: each returns the problem
 * (a message and its values) or null. The rules themselves are the server's
 * (`@/config/validation`: one file both sides read); these word their problems.
 * `toRule` adapts one to an antd rule; `useForm` takes them as they are.
 */
import type { FormRule } from 'antd';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { PHONE_DIGITS, fieldProblem, lengthBounds, type FieldProblem } from '@/config/validation';
import { AVATAR_FORMATS, AVATAR_MAX_BYTES } from '@/constants';

import { validationMessages as m } from './messages';

/** Bounds from the shared rules, for inputs and hints. */
export const LIMITS = {
  name: lengthBounds('name'),
  email: lengthBounds('email'),
  password: lengthBounds('password'),
  /** Sign-up asks for a longer password than the general rule. */
  signUpPassword: lengthBounds('signUpPassword'),
  /** Digits, not counting spaces, dashes, dots, brackets and a leading +. */
  phone: PHONE_DIGITS,
  code: { length: lengthBounds('code').max },
} as const;

export interface Problem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** What a name-like field (a person's, an alias, a company's) shows for each problem. */
export function nameProblem(
  problem: FieldProblem | null,
  messages: { required: MessageDescriptor; length: MessageDescriptor },
  bounds: { min: number; max: number },
): Problem | null {
  switch (problem) {
    case null:
      return null;
    case 'required':
      return { message: messages.required };
    case 'control':
      return { message: m.controlCharacters };
    case 'invisible':
      return { message: m.invisibleCharacters };
    case 'forbidden':
      return { message: m.nameAddressLike };
    default:
      return { message: messages.length, values: bounds };
  }
}

export function validateName(value: string | undefined): Problem | null {
  return nameProblem(
    fieldProblem('name', value),
    { required: m.nameRequired, length: m.nameLength },
    LIMITS.name,
  );
}

export function validateEmail(value: string | undefined): Problem | null {
  const problem = fieldProblem('email', value);
  if (problem === 'required') return { message: m.emailRequired };
  if (problem === 'length') return { message: m.emailTooLong };
  return problem ? { message: m.emailInvalid } : null;
}

/** Which password rule: the general one, or sign-up's longer one. */
export type PasswordRule = 'password' | 'signUpPassword';

export function validatePassword(
  value: string | undefined,
  rule: PasswordRule = 'password',
): Problem | null {
  switch (fieldProblem(rule, value)) {
    case null:
      return null;
    case 'required':
      return { message: m.passwordRequired };
    case 'length':
      return { message: m.passwordLength, values: LIMITS[rule] };
    case 'control':
      return { message: m.controlCharacters };
    default:
      return { message: m.passwordComposition };
  }
}

export function validateConfirmPassword(
  value: string | undefined,
  password: string | undefined,
): Problem | null {
  if (!value) return { message: m.confirmRequired };
  if (value !== password) return { message: m.passwordMismatch };
  return null;
}

/** The notation (digits with spaces, dashes, dots, brackets, a leading +); the server also checks the number. */
export function validatePhone(value: string | undefined): Problem | null {
  const problem = fieldProblem('phone', value);
  if (problem === 'required') return { message: m.phoneRequired };
  return problem ? { message: m.phoneInvalid, values: LIMITS.phone } : null;
}

/** A verification code sent by SMS or e-mail: exactly six digits. */
export function validateCode(value: string | undefined): Problem | null {
  const problem = fieldProblem('code', value);
  if (problem === 'required') return { message: m.codeRequired };
  return problem ? { message: m.codeInvalid, values: LIMITS.code } : null;
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
