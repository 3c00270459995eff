/** Device field rules as pure functions (see `@/components/form/validators`). */
import { fieldProblem, lengthBounds } from '@/config/validation';
import { nameProblem, type Problem } from '@/components/form/validators';

import { detailsMessages, devicesMessages } from './messages';

export const DEVICE_LIMITS = {
  name: lengthBounds('deviceName'),
  lng: { min: -180, max: 180 },
  lat: { min: -90, max: 90 },
} as const;

/** The shared rule: 1-50 characters once trimmed and normalised, no invisible ones. */
export function validateDeviceName(value: string | undefined): Problem | null {
  const { nameRequired, nameLength } = devicesMessages;
  return nameProblem(
    fieldProblem('deviceName', value),
    { required: nameRequired, length: nameLength },
    DEVICE_LIMITS.name,
  );
}

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

export function validateLng(value: number | null | undefined): Problem | null {
  return inRange(value, DEVICE_LIMITS.lng) ? null : { message: detailsMessages.lngRange };
}

export function validateLat(value: number | null | undefined): Problem | null {
  return inRange(value, DEVICE_LIMITS.lat) ? null : { message: detailsMessages.latRange };
}
