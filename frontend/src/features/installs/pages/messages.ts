import { defineMessages } from 'react-intl';

/**
 * The apps pages' titles. The page registry reads them, so they ship in the first bundle:
 * kept apart from the feature's other texts (`../messages.ts`), which load with its pages.
 */
export const appPageTitles = defineMessages({
  myApps: { id: 'apps.pageTitle', defaultMessage: 'My apps' },
  install: { id: 'apps.install.pageTitle', defaultMessage: 'Install an app' },
  details: { id: 'apps.details.pageTitle', defaultMessage: 'App details' },
  aiCompute: { id: 'apps.ai.pageTitle', defaultMessage: 'AI compute' },
  app: { id: 'apps.app.pageTitle', defaultMessage: 'App' },
});
