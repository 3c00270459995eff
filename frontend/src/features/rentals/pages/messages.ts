import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const rentalsPageTitles = defineMessages({
  myOrders: { id: 'rentals.orders.pageTitle', defaultMessage: 'My orders' },
});
