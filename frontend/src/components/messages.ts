import { defineMessages } from 'react-intl';

/** Texts of the shared components. */
export const componentMessages = defineMessages({
  retry: { id: 'components.retry', defaultMessage: 'Try again' },
  cancel: { id: 'components.cancel', defaultMessage: 'Cancel' },
});
