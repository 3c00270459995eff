import { withQuery } from '@/utils/url';

export const MARKET_PATH = '/market';
export const MARKET_MORE_PATH = '/market/more';
export const MARKET_DETAILS_PATH = '/market/details';
/** Query parameter of /market/details naming the listing (its `id`). */
export const LISTING_ID_PARAM = 'id';

/** A listing's page under `details` (the desktop one or its mobile twin). */
export function marketDetailsPath(id: number, details: string = MARKET_DETAILS_PATH): string {
  return withQuery(details, { [LISTING_ID_PARAM]: String(id) });
}

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
