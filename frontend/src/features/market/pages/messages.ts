import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const marketPageTitles = defineMessages({
  market: { id: 'market.pageTitle', defaultMessage: 'Market' },
  marketMore: { id: 'market.more.pageTitle', defaultMessage: 'All listings' },
  marketDetails: { id: 'market.details.pageTitle', defaultMessage: 'Listing details' },
  nearby: { id: 'market.nearby.pageTitle', defaultMessage: 'Nearby' },
  nearbyDetails: { id: 'market.nearby.details.pageTitle', defaultMessage: 'Nearby listing' },
  nearbyMap: { id: 'market.nearby.map.pageTitle', defaultMessage: 'Nearby map' },
});
