import { defineMessages } from 'react-intl';

/** Texts of the shared list components. */
export const componentMessages = defineMessages({
  retry: { id: 'components.retry', defaultMessage: 'Try again' },
  close: { id: 'components.close', defaultMessage: 'Close' },
  search: { id: 'components.search', defaultMessage: 'Search' },
  clear: { id: 'components.clear', defaultMessage: 'Clear' },
});
