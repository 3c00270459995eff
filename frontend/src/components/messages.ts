import { defineMessages } from 'react-intl';

/** Texts of the shared list components. */
export const componentMessages = defineMessages({
  retry: { id: 'components.retry', defaultMessage: 'Try again' },
  close: { id: 'components.close', defaultMessage: 'Close' },
});

/** The site footer's links (every frame) and the legal pages' titles. */
export const legalLinkMessages = defineMessages({
  terms: { id: 'site.terms', defaultMessage: 'Terms of Use' },
  privacy: { id: 'site.privacy', defaultMessage: 'Privacy Policy' },
  guide: { id: 'site.guide', defaultMessage: 'User guide' },
  nav: { id: 'site.legalNav', defaultMessage: 'Terms and help' },
});
