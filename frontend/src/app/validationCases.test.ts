/**
 * The cases the server runs through its serializers (`apps/common/tests/test_validation.py`),
 * here through the forms' validators: the client refuses exactly what the server refuses,
 * but for what only the server can judge (`serverOnly`: a common password, a number outside
 * every numbering plan), which the client lets through for the server's field error.
 * It sits in `app`, the one layer that sees every feature's validators.
 */
import { describe, expect, it } from 'vitest';

import {
  validateCode,
  validateEmail,
  validateName,
  validatePassword,
  validatePhone,
  type Problem,
} from '@/components/form/validators';
import type { ValidatedField } from '@/config/validation';
import cases from '@/config/validation-cases.json';
import {
  normalizeCompanyId,
  validateCompanyId,
  validateCompanyName,
} from '@/features/companies/validators';
import { validateDeviceName } from '@/features/devices/validators';
import { validateAlias, validateTagName } from '@/features/friends/validators';

const VALIDATORS: Record<ValidatedField, (value: string) => Problem | null> = {
  password: (value) => validatePassword(value),
  signUpPassword: (value) => validatePassword(value, 'signUpPassword'),
  name: validateName,
  alias: validateAlias,
  companyName: validateCompanyName,
  companyId: validateCompanyId,
  deviceName: validateDeviceName,
  tagName: validateTagName,
  email: validateEmail,
  phone: validatePhone,
  code: validateCode,
};

interface Case {
  field: ValidatedField;
  value: string;
  valid: boolean;
  why?: string;
  serverOnly?: string;
}

const CASES = cases.cases as Case[];

describe('the shared validation cases', () => {
  it('cover every rule both ways', () => {
    for (const field of Object.keys(VALIDATORS)) {
      const outcomes = new Set(CASES.filter((c) => c.field === field).map((c) => c.valid));
      expect([field, [...outcomes].sort()]).toEqual([field, [false, true]]);
    }
  });

  it.each(CASES.map((c) => [`${c.field}: ${JSON.stringify(c.value)}`, c] as const))(
    '%s',
    (_label, { field, value, valid, why, serverOnly }) => {
      const accepted = VALIDATORS[field](value) === null;
      expect(accepted, why ?? serverOnly).toBe(valid || serverOnly !== undefined);
    },
  );

  it('send a company id as the server keeps it', () => {
    expect(normalizeCompanyId(' 7k3mq-9tzab ')).toBe('7K3MQ-9TZAB');
  });
});
