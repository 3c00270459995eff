import type { MarketVariant } from '@/features/market';

import {
  MOBILE_MARKET_DETAILS_PATH,
  MOBILE_MARKET_MORE_PATH,
  MOBILE_NEARBY_DETAILS_PATH,
} from './paths';

/** The market's pieces in the mobile set: links inside `/m`, the shell's title as the `h1`. */
export const MOBILE_MARKET: MarketVariant = {
  more: MOBILE_MARKET_MORE_PATH,
  details: MOBILE_MARKET_DETAILS_PATH,
  nearbyDetails: MOBILE_NEARBY_DETAILS_PATH,
  nearbyMap: null,
  compact: true,
  // One column on a phone: three a label keep the first screen light; "More" has the rest.
  groupSize: 3,
};
