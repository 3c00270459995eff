import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const friendsPageTitles = defineMessages({
  friends: { id: 'friends.pageTitle', defaultMessage: 'Friends' },
  tags: { id: 'friends.tags.pageTitle', defaultMessage: 'Tags' },
});
