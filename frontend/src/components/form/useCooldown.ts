import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

export interface Cooldown {
  /** Whole seconds left; 0 when the action is available. */
  remaining: number;
  /** (Re)starts the countdown, e.g. with the server's `resend_after` or `retry_after`. */
  start: (seconds: number) => void;
}

/**
 * A countdown in seconds before an action may run again (sending a code, a
 * link). It follows the clock rather than counting ticks, so a throttled
 * background tab still ends on time.
 */
export function useCooldown(): Cooldown {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) {
        clearInterval(timer);
        setUntil(0);
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  }, []);

  const remaining = until === 0 ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
