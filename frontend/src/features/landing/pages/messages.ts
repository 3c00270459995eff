import { defineMessages } from 'react-intl';

/** The page titles, each named by its id in its page's entry of the page table (`src/config/pages.json`). */
export const landingPageTitles = defineMessages({
  landing: { id: 'landing.pageTitle', defaultMessage: 'Cloud compute market' },
});
