/**
 * Coin amounts as the server writes them: decimal strings with two decimals. They are shown
 * and compared exactly (through cents as `bigint`), never through floating point.
 */
import type { Amount } from './types';

const AMOUNT = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/** The amount in cents, or null when `text` is not a plain decimal with at most 2 decimals. */
export function toCents(text: string): bigint | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Cents back as the server writes an amount: `12345n` → `"123.45"`. */
export function fromCents(cents: bigint): Amount {
  const size = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

export interface CoinFormat {
  /** `+` before a positive amount (movements); a negative one always has its `-`. */
  signed?: boolean;
}

// A formatter costs far more to make than to use, and a page formats hundreds of amounts.
const formats = new Map<string, { whole: Intl.NumberFormat; separator: string }>();

function numberFormat(locale: string) {
  let format = formats.get(locale);
  if (format === undefined) {
    const whole = new Intl.NumberFormat(locale);
    const separator =
      whole.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    format = { whole, separator };
    formats.set(locale, format);
  }
  return format;
}

/**
 * An amount for people: grouped as the locale groups, two decimals, `-` when negative (and
 * `+` when positive with `signed`). Text that is no amount is shown as it came.
 */
export function formatCoins(amount: Amount, locale: string, { signed = false }: CoinFormat = {}) {
  const cents = toCents(amount);
  if (cents === null) return amount;
  const size = cents < 0n ? -cents : cents;
  const { whole, separator } = numberFormat(locale);
  const fraction = String(size % 100n).padStart(2, '0');
  const sign = cents < 0n ? '-' : signed && cents > 0n ? '+' : '';
  return `${sign}${whole.format(size / 100n)}${separator}${fraction}`;
}

/** -1, 0 or 1 as `amount` is below, at or above zero (0 for text that is no amount). */
export function signOf(amount: Amount): -1 | 0 | 1 {
  const cents = toCents(amount) ?? 0n;
  return cents < 0n ? -1 : cents > 0n ? 1 : 0;
}

/** A chart coordinate: the plotted height only, never shown or added up. */
export function plotValue(amount: Amount): number {
  return Number(toCents(amount) ?? 0n) / 100;
}
