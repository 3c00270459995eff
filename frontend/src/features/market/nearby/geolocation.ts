import { useState } from 'react';

import type { LngLat } from '@/utils/geo';

/** Why the browser gave no position. */
export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** How long the browser may take before "timeout" (ms), and how old a position it may reuse. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 60_000 };

const FAILURES: Record<number, GeolocationFailure> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

export interface Geolocation {
  locating: boolean;
  failure: GeolocationFailure | null;
  /** Asks the browser for the position (it asks the person first); `onFound` gets it. */
  locate: (onFound: (point: LngLat) => void) => void;
}

/** The browser's position, asked for only when `locate` is called (an explicit click). */
export function useGeolocation(): Geolocation {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);

  const locate = (onFound: (point: LngLat) => void) => {
    setFailure(null);
    if (!('geolocation' in navigator)) {
      setFailure('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound([position.coords.longitude, position.coords.latitude]);
      },
      (error) => {
        setLocating(false);
        setFailure(FAILURES[error.code] ?? 'unavailable');
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return { locating, failure, locate };
}
