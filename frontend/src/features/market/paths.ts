export const MARKET_PATH = '/market';
export const MARKET_MORE_PATH = '/market/more';
export const MARKET_DETAILS_PATH = '/market/details';
/** Query parameter of /market/details naming the listing (its `id`). */
export const LISTING_ID_PARAM = 'id';

export function marketDetailsPath(id: number): string {
  return `${MARKET_DETAILS_PATH}?${LISTING_ID_PARAM}=${id}`;
}
