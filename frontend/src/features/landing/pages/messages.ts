import { defineMessages } from 'react-intl';

/** The page titles the page registry reads (they ship in the first bundle; see `../messages.ts`). */
export const landingPageTitles = defineMessages({
  landing: { id: 'landing.pageTitle', defaultMessage: 'Cloud compute market' },
});
