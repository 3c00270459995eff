import type { Problem } from '@/components/form/validators';

import { amountMessages as m } from './messages';
import { formatCoins, fromCents, toCents } from './money';
import type { Amount } from './types';

export interface AmountBounds {
  /** Inclusive; 0 when not given. */
  min?: Amount;
  /** Inclusive; none when not given. */
  max?: Amount;
}

/**
 * Why a typed amount is refused (not a plain number with at most 2 decimals, or outside the
 * bounds), or null. Compared in cents, never as floats; the bounds are written in `locale`.
 */
export function validateAmount(
  value: string | undefined,
  { min = '0', max }: AmountBounds,
  locale: string,
): Problem | null {
  const text = (value ?? '').trim();
  const cents = /^[+-]/.test(text) ? null : toCents(text);
  if (cents === null) return { message: m.invalid };
  const low = toCents(min) ?? 0n;
  const high = max === undefined ? null : toCents(max);
  if (high === null) return cents < low ? { message: m.invalid } : null;
  if (cents < low || cents > high) {
    return {
      message: m.range,
      values: { min: formatCoins(min, locale), max: formatCoins(max ?? '', locale) },
    };
  }
  return null;
}

/** A typed amount as the server takes it, with two decimals (`"150"` → `"150.00"`). */
export function normalAmount(text: string): Amount {
  return fromCents(toCents(text) ?? 0n);
}
