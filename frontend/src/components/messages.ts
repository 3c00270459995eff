import { defineMessages } from 'react-intl';

/** Texts of the shared list components. */
export const componentMessages = defineMessages({
  retry: { id: 'components.retry', defaultMessage: 'Try again' },
  close: { id: 'components.close', defaultMessage: 'Close' },
  sort: { id: 'components.sort', defaultMessage: 'Sort' },
  sortNewest: { id: 'components.sort.newest', defaultMessage: 'Newest first' },
  sortOldest: { id: 'components.sort.oldest', defaultMessage: 'Oldest first' },
  sortName: { id: 'components.sort.name', defaultMessage: 'By name' },
});
