import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const friendsPageTitles = defineMessages({
  friends: { id: 'friends.pageTitle', defaultMessage: 'Friends' },
  tags: { id: 'friends.tags.pageTitle', defaultMessage: 'Tags' },
});
