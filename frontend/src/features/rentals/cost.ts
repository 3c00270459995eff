import type { Rental } from '@/api/types';
import { fromCents, toCents } from '@/features/wallet';

export interface CostNow {
  /** Coins, a decimal string. */
  amount: string;
  /** Counted here from the clock rather than charged yet. */
  estimate: boolean;
}

/**
 * What an ongoing rental has cost by `now` (ms): its price for the time since it started, never
 * past `paid_until` (what the hold covers) and never below what was charged; the server's
 * `cost` once it is no longer ongoing. Offline time the server does not bill is not known
 * here, so a running figure is "about".
 */
export function costAt(rental: Rental, now: number): CostNow {
  if (rental.status !== 'rental_ongoing' || !rental.started_at || !rental.paid_until) {
    return { amount: rental.cost, estimate: false };
  }
  const until = Math.min(now, Date.parse(rental.paid_until));
  const elapsed = Math.max(0, Math.floor((until - Date.parse(rental.started_at)) / 1000));
  const seconds = BigInt(Math.max(rental.billed_seconds, elapsed));
  const price = toCents(rental.price_per_hour) ?? 0n;
  const running = (price * seconds + 1800n) / 3600n;
  const charged = toCents(rental.cost) ?? 0n;
  return { amount: fromCents(running > charged ? running : charged), estimate: true };
}
