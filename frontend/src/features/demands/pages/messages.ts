import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const demandsPageTitles = defineMessages({
  placeOrder: { id: 'demands.place.pageTitle', defaultMessage: 'Place an order on demand' },
  board: { id: 'demands.board.pageTitle', defaultMessage: 'Demands and offers' },
  myOrders: { id: 'demands.myOrders.pageTitle', defaultMessage: 'My orders' },
});
