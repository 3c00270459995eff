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
