import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const mobilePageTitles = defineMessages({
  download: { id: 'mobile.download.pageTitle', defaultMessage: 'Download the app' },
});
