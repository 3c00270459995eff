import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const storePageTitles = defineMessages({
  store: { id: 'store.pageTitle', defaultMessage: 'App store' },
  storeMore: { id: 'store.more.pageTitle', defaultMessage: 'All apps' },
  storeDetails: { id: 'store.details.pageTitle', defaultMessage: 'App details' },
});
