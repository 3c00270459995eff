import { DEVICE_DETAILS_PATH } from '@/config/paths';

/** Query parameter of /devices/details naming the device (its numeric `id`). */
export const DEVICE_ID_PARAM = 'id';

export function deviceDetailsPath(id: number): string {
  return `${DEVICE_DETAILS_PATH}?${DEVICE_ID_PARAM}=${id}`;
}

/** The `?id=` of the details page as a positive integer, else null. */
export function parseDeviceParam(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
