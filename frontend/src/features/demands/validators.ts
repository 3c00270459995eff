/** The demand form's checks, the server's limits (`apps/demands/api/serializers.py`). */
import type { Problem } from '@/components/form/validators';

import { validationMessages as m } from './messages';

export const DEMAND_LIMITS = {
  name: 100,
  gpuModel: 100,
  description: 2000,
  gpus: 64,
  cpuCores: 4096,
  /** In GB (GiB): 1 PiB, 1 EiB, 1 TiB. */
  memoryGb: 1024 ** 2,
  diskGb: 1024 ** 3,
  vramGb: 1024,
  price: { min: 0.01, max: 100000 },
  hours: 10000,
} as const;

type NumberValue = number | null | undefined;

export function checkName(value: string | undefined): Problem | null {
  const name = (value ?? '').trim();
  if (!name) return { message: m.nameRequired };
  return checkLength(DEMAND_LIMITS.name)(name);
}

/** At most `max` characters (code points, as the server counts them). */
export const checkLength =
  (max: number) =>
  (value: string | undefined): Problem | null =>
    [...(value ?? '')].length > max ? { message: m.tooLong, values: { max } } : null;

/** A whole number from `min` to `max`; empty is fine unless `required`. */
export const checkWhole =
  (min: number, max: number, required = false) =>
  (value: NumberValue): Problem | null => {
    if (value === null || value === undefined) return required ? { message: m.required } : null;
    return Number.isInteger(value) && value >= min && value <= max
      ? null
      : { message: m.wholeRange, values: { min, max } };
  };

/** A size in GB from 0 to `max` (decimals allowed); empty is 0. */
export const checkGb =
  (max: number) =>
  (value: NumberValue): Problem | null =>
    value === null || value === undefined || (value >= 0 && value <= max)
      ? null
      : { message: m.numberRange, values: { min: 0, max } };

export function checkPrice(value: NumberValue): Problem | null {
  const { min, max } = DEMAND_LIMITS.price;
  if (value === null || value === undefined) return { message: m.required };
  const cents = Math.round(value * 100);
  return value >= min && value <= max && Math.abs(cents - value * 100) < 1e-6
    ? null
    : { message: m.price, values: { min, max } };
}

const GIB = 1024 ** 3;

/** GB as typed (empty is 0) to whole bytes. */
export const gbToBytes = (gb: NumberValue): number => Math.round((gb ?? 0) * GIB);
