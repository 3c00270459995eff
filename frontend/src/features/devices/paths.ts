import { DEVICE_DETAILS_PATH } from '@/config/paths';
import { parseIdParam } from '@/utils/url';

/** Query parameter of /devices/details naming the device (its numeric `id`). */
export const DEVICE_ID_PARAM = 'id';

export function deviceDetailsPath(id: number): string {
  return `${DEVICE_DETAILS_PATH}?${DEVICE_ID_PARAM}=${id}`;
}

/** The `?id=` of the details page as a positive integer, else null. */
export const parseDeviceParam = parseIdParam;
