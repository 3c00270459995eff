import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  signOut: { id: 'layout.signOut', defaultMessage: 'Sign out' },
  signIn: { id: 'layout.signIn', defaultMessage: 'Sign in' },
  navigation: { id: 'layout.navigation', defaultMessage: 'Main navigation' },
  collapseNavigation: { id: 'layout.navigation.collapse', defaultMessage: 'Collapse navigation' },
  openNavigation: { id: 'layout.navigation.open', defaultMessage: 'Open navigation' },
  expandNavigation: { id: 'layout.navigation.expand', defaultMessage: 'Expand navigation' },
  unverified: {
    id: 'layout.unverified',
    defaultMessage:
      'Verify your e-mail address to bind or order machines, pay, rent, list apps, publish demands, join companies and add friends.',
  },
  verifyNow: { id: 'layout.unverified.verify', defaultMessage: 'Verify now' },
});
