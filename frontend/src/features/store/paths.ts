export const STORE_PATH = '/app-store';
export const STORE_MORE_PATH = '/app-store/more';
export const STORE_APP_PATH = '/app-store/:id';
/** Installing an app: device, settings, progress. */
export const STORE_APP_CONFIG_PATH = '/app-store/:id/config';

export const storeAppPath = (id: number) => `${STORE_PATH}/${id}`;
export const storeAppConfigPath = (id: number) => `${STORE_PATH}/${id}/config`;

/** A route's `:id` as a number, else null. */
export function parseStoreAppId(raw: string | undefined): number | null {
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}
