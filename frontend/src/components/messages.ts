import { defineMessages } from 'react-intl';

/** Texts of the shared list components. */
export const componentMessages = defineMessages({
  retry: { id: 'components.retry', defaultMessage: 'Try again' },
  close: { id: 'components.close', defaultMessage: 'Close' },
  sort: { id: 'components.sort', defaultMessage: 'Sort' },
  sortNewest: { id: 'components.sort.newest', defaultMessage: 'Newest first' },
  sortOldest: { id: 'components.sort.oldest', defaultMessage: 'Oldest first' },
  sortName: { id: 'components.sort.name', defaultMessage: 'By name' },
  search: { id: 'components.search', defaultMessage: 'Search' },
  clear: { id: 'components.clear', defaultMessage: 'Clear' },
});

/** The site footer's links (every frame) and the legal pages' titles. */
export const publicPlaceMessages = defineMessages({
  nav: { id: 'site.placesNav', defaultMessage: 'Public pages' },
  store: { id: 'site.store', defaultMessage: 'App store' },
  market: { id: 'site.market', defaultMessage: 'Market' },
  nearby: { id: 'site.nearby', defaultMessage: 'Nearby' },
});

export const legalLinkMessages = defineMessages({
  terms: { id: 'site.terms', defaultMessage: 'Terms of Use' },
  privacy: { id: 'site.privacy', defaultMessage: 'Privacy Policy' },
  guide: { id: 'site.guide', defaultMessage: 'User guide' },
  nav: { id: 'site.legalNav', defaultMessage: 'Terms and help' },
});
