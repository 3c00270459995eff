/** Device field rules as pure functions (see `@/components/form/validators`). */
import type { Problem } from '@/components/form/validators';

import { detailsMessages, devicesMessages } from './messages';

export const DEVICE_LIMITS = {
  name: { min: 1, max: 50 },
  lng: { min: -180, max: 180 },
  lat: { min: -90, max: 90 },
} as const;

/** Length in characters (code points), as the server counts it. */
const length = (value: string) => [...value].length;

export function validateDeviceName(value: string | undefined): Problem | null {
  const name = (value ?? '').trim();
  if (!name) return { message: devicesMessages.nameRequired };
  const { min, max } = DEVICE_LIMITS.name;
  if (length(name) < min || length(name) > max) {
    return { message: devicesMessages.nameLength, values: { min, max } };
  }
  return null;
}

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

export function validateLng(value: number | null | undefined): Problem | null {
  return inRange(value, DEVICE_LIMITS.lng) ? null : { message: detailsMessages.lngRange };
}

export function validateLat(value: number | null | undefined): Problem | null {
  return inRange(value, DEVICE_LIMITS.lat) ? null : { message: detailsMessages.latRange };
}
