import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  signOut: { id: 'layout.signOut', defaultMessage: 'Sign out' },
  navigation: { id: 'layout.navigation', defaultMessage: 'Main navigation' },
  collapseNavigation: { id: 'layout.navigation.collapse', defaultMessage: 'Collapse navigation' },
  expandNavigation: { id: 'layout.navigation.expand', defaultMessage: 'Expand navigation' },
});
