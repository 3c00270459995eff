import { defineMessages } from 'react-intl';

/**
 * The apps pages' titles, each named by its id in its page's entry of the page table
 * (`src/config/pages.json`).
 */
export const appPageTitles = defineMessages({
  myApps: { id: 'apps.pageTitle', defaultMessage: 'My apps' },
  install: { id: 'apps.install.pageTitle', defaultMessage: 'Install an app' },
  details: { id: 'apps.details.pageTitle', defaultMessage: 'App details' },
  aiCompute: { id: 'apps.ai.pageTitle', defaultMessage: 'AI compute' },
  app: { id: 'apps.app.pageTitle', defaultMessage: 'App' },
});
