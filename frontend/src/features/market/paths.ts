import { LISTING_PATH, listingPath } from '@/config/paths';
import { QUERY_PARAMS } from '@/constants';
import { withQuery } from '@/utils/url';

export const MARKET_PATH = '/market';
export const MARKET_MORE_PATH = '/market/more';
export const MARKET_DETAILS_PATH = LISTING_PATH;
/** Query parameter of a listing's page naming the listing (its `id`). */
export const LISTING_ID_PARAM = QUERY_PARAMS.listingId;
/** A listing's page under `details` (the desktop one or its mobile twin). */
export const marketDetailsPath = listingPath;

export const NEARBY_PATH = '/nearby';
export const NEARBY_DETAILS_PATH = '/nearby/details';
export const NEARBY_MAP_PATH = '/nearby/map';

/**
 * /nearby/details (or its mobile twin, `details`) of a listing, keeping the person's point
 * (`lng,lat`) when there is one.
 */
export function nearbyDetailsPath(
  id: number,
  near: string | undefined,
  details: string = NEARBY_DETAILS_PATH,
): string {
  return withQuery(details, { [LISTING_ID_PARAM]: String(id), near });
}

/** The history state a listing's link carries: the list (path and query) it is opened from. */
export function listFrom(path: string): { list: string } {
  return { list: path };
}

/**
 * Where a details page's "back" leads: the list it was opened from (`listFrom`) when that is in
 * `home`'s part of the site, else `home`.
 */
export function listBack(state: unknown, home: string): string {
  const list = (state as { list?: unknown } | null)?.list;
  const [section = home] = home.split('?');
  return typeof list === 'string' && list.startsWith(section) ? list : home;
}
