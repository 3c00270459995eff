/**
 * The field rules the server checks too (`validation.json`, read by `apps/common/validation.py`):
 * `fieldProblem` reads them as the server's `field_problem` does, line for line, and the
 * shared cases (`validation-cases.json`) run through both. The patterns avoid what Python's
 * `re` and JavaScript's `u` regexes read differently (`\d`, `\w`, `\s`, `\b`, anchors, flags):
 * `mustBe` / `mustNotBe` match the whole value, `mustContain` anywhere.
 */
import rules from './validation.json';

export type ValidatedField = keyof typeof rules.fields;

/** Why a value is refused, in the order they are checked; each form words them its own way. */
export type FieldProblem =
  'required' | 'control' | 'invisible' | 'length' | 'forbidden' | 'composition' | 'format';

interface FieldRule {
  text: 'plain' | 'name' | 'password';
  min?: number;
  max?: number;
  optional?: boolean;
  upperCase?: boolean;
  mustBe?: string;
  mustNotBe?: string;
  mustContain?: readonly string[];
  mustNotContain?: readonly string[];
  digits?: { min: number; max: number };
}

const FIELDS: Readonly<Record<ValidatedField, FieldRule>> = rules.fields as Record<
  ValidatedField,
  FieldRule
>;

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'u');
const anywhere = (pattern: string) => new RegExp(pattern, 'u');

// Python's `str.strip()` (which the server's fields apply), not JavaScript's `trim()`.
const TRIMMED = new RegExp(`^[${rules.text.trim}]+|[${rules.text.trim}]+$`, 'gu');
const CONTROL = new RegExp(`[${rules.text.control}]`, 'u');
const INVISIBLE = new RegExp(
  `[${rules.text.invisibleCategories.map((category) => `\\p{${category}}`).join('')}]`,
  'u',
);
const DIGIT = /[0-9]/g;

/** Length in characters (code points), as the server counts it. */
const length = (value: string) => [...value].length;

/** The least and most characters of a rule (for inputs' `maxLength` and messages). */
export function lengthBounds(field: ValidatedField): { min: number; max: number } {
  const { min = 0, max = Infinity } = FIELDS[field];
  return { min, max };
}

/** The least and most digits of a phone number. */
export const PHONE_DIGITS = rules.fields.phone.digits;

/** The value as the server keeps it: trimmed (not a password), a name NFKC-normalised, an id upper-cased. */
export function fieldValue(field: ValidatedField, raw: string): string {
  const rule = FIELDS[field];
  let value = rule.text === 'password' ? raw : raw.replace(TRIMMED, '');
  if (rule.text === 'name') value = value.normalize('NFKC');
  return rule.upperCase ? value.toUpperCase() : value;
}

/** Why `raw` is not a valid `field`, or null. */
export function fieldProblem(
  field: ValidatedField,
  raw: string | null | undefined,
): FieldProblem | null {
  const rule = FIELDS[field];
  const value = fieldValue(field, raw ?? '');
  if (!value) return rule.optional ? null : 'required';
  if (CONTROL.test(value)) return 'control';
  if (rule.text === 'name' && INVISIBLE.test(value)) return 'invisible';
  const { min, max } = lengthBounds(field);
  if (length(value) < min || length(value) > max) return 'length';
  if (
    (rule.mustNotContain ?? []).some((part) => value.includes(part)) ||
    (rule.mustNotBe !== undefined && whole(rule.mustNotBe).test(value))
  ) {
    return 'forbidden';
  }
  if (!(rule.mustContain ?? []).every((pattern) => anywhere(pattern).test(value))) {
    return 'composition';
  }
  if (rule.mustBe !== undefined && !whole(rule.mustBe).test(value)) return 'format';
  if (rule.digits) {
    const digits = value.match(DIGIT)?.length ?? 0;
    if (digits < rule.digits.min || digits > rule.digits.max) return 'format';
  }
  return null;
}
