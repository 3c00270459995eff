import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const demandsPageTitles = defineMessages({
  placeOrder: { id: 'demands.place.pageTitle', defaultMessage: 'Place an order on demand' },
  board: { id: 'demands.board.pageTitle', defaultMessage: 'Demands and offers' },
});
