/**
 * The price a person agrees to in a dialog that starts paying (rent, accept an offer, order a
 * cloud machine): the call carries it, and the server answers 409 `price_changed` with the
 * current price when it moved since the page was read. The dialog then shows that price, and
 * the next confirmation agrees to it (DECISIONS item 6).
 */
import { useCallback, useState } from 'react';

import { isApiError } from '@/api/errors';
import { useInvalidateTopics, type Topic } from '@/api/topics';

export const PRICE_CHANGED = 'price_changed';

/** The current price a `price_changed` refusal names, else null. */
export function changedPrice(error: unknown): string | null {
  if (!isApiError(error) || error.error !== PRICE_CHANGED) return null;
  const price = (error.data as { price_per_hour?: unknown } | null)?.price_per_hour;
  return typeof price === 'string' ? price : null;
}

export interface AgreedPrice {
  /** What the dialog shows and the call sends. */
  price: string;
  /** The server told a price other than the one the page showed. */
  changed: boolean;
  /** A write's `onError`: learns the current price from a `price_changed` refusal. */
  learn: (error: unknown) => void;
  /** Forgets a told price (the dialog closed). */
  reset: () => void;
}

/**
 * `shown` until a refusal tells the current price; `reread` are the topics whose reads show
 * the price (read again then, so the page around the dialog shows it too).
 */
export function useAgreedPrice(shown: string, reread: readonly Topic[]): AgreedPrice {
  const [told, setTold] = useState<{ shown: string; price: string } | null>(null);
  const invalidate = useInvalidateTopics();
  const learn = useCallback(
    (error: unknown) => {
      const price = changedPrice(error);
      if (price === null) return;
      setTold({ shown, price });
      invalidate(...reread);
    },
    [shown, invalidate, reread],
  );
  const reset = useCallback(() => setTold(null), []);
  // Once the page reads the new price itself, the told one has done its work.
  const price = told !== null && told.shown === shown ? told.price : shown;
  return { price, changed: told !== null, learn, reset };
}
