import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const rentalsPageTitles = defineMessages({
  myOrders: { id: 'rentals.orders.pageTitle', defaultMessage: 'My orders' },
});
