import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const notificationsPageTitles = defineMessages({
  notification: { id: 'notifications.pageTitle', defaultMessage: 'Messages' },
});
