import { LIMITS, type Problem } from '@/components/form/validators';

import { applyMessages as m, createMessages } from './messages';

/** A company id: two groups of five Crockford base32 characters (`XXXXX-XXXXX`). */
const COMPANY_ID = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** The id as the server writes it: trimmed, upper case. */
export function normalizeCompanyId(value: string | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

export function validateCompanyId(value: string | undefined): Problem | null {
  const id = normalizeCompanyId(value);
  if (!id) return { message: m.idRequired };
  return COMPANY_ID.test(id) ? null : { message: m.idFormat };
}

/** 3-50 characters (code points, as the server counts), like a person's name. */
export function validateCompanyName(value: string | undefined): Problem | null {
  const name = (value ?? '').trim();
  if (!name) return { message: createMessages.nameRequired };
  const { min, max } = LIMITS.name;
  const length = [...name].length;
  return length < min || length > max
    ? { message: createMessages.nameLength, values: { min, max } }
    : null;
}
