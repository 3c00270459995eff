import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const marketPageTitles = defineMessages({
  market: { id: 'market.pageTitle', defaultMessage: 'Market' },
  marketMore: { id: 'market.more.pageTitle', defaultMessage: 'All listings' },
  marketDetails: { id: 'market.details.pageTitle', defaultMessage: 'Listing details' },
  nearby: { id: 'market.nearby.pageTitle', defaultMessage: 'Nearby' },
  nearbyDetails: { id: 'market.nearby.details.pageTitle', defaultMessage: 'Nearby listing' },
  nearbyMap: { id: 'market.nearby.map.pageTitle', defaultMessage: 'Nearby map' },
});
