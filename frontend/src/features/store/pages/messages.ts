import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const storePageTitles = defineMessages({
  store: { id: 'store.pageTitle', defaultMessage: 'App store' },
  storeMore: { id: 'store.more.pageTitle', defaultMessage: 'All apps' },
  storeDetails: { id: 'store.details.pageTitle', defaultMessage: 'App details' },
});
