import { defineMessage, defineMessages } from 'react-intl';

import { mobilePageTitles } from './pages/messages';

/** The mobile set's shell, filter sheet and download page. */
export const mobileMessages = defineMessages({
  downloadPageTitle: mobilePageTitles.download,
  navLabel: { id: 'mobile.nav.label', defaultMessage: 'Sections' },
  navMarket: { id: 'mobile.nav.market', defaultMessage: 'Market' },
  navNearby: { id: 'mobile.nav.nearby', defaultMessage: 'Nearby' },
  navDownload: { id: 'mobile.nav.download', defaultMessage: 'Download' },
  signIn: { id: 'mobile.signIn', defaultMessage: 'Sign in' },
  console: { id: 'mobile.console', defaultMessage: 'Open console' },
  filters: defineMessage<{ count: number }>({
    id: 'mobile.filters',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
  }),
  filtersTitle: { id: 'mobile.filters.title', defaultMessage: 'Filter and sort' },
  showResults: { id: 'mobile.filters.show', defaultMessage: 'Show listings' },
  downloadIntro: {
    id: 'mobile.download.intro',
    defaultMessage:
      'Get the client for your computer or phone, or scan its code with another device.',
  },
  downloadNone: {
    id: 'mobile.download.none',
    defaultMessage: 'No client can be downloaded yet. Come back later.',
  },
  downloadLoadError: {
    id: 'mobile.download.loadError',
    defaultMessage: 'The download links could not be loaded',
  },
  downloadButton: defineMessage<{ platform: string }>({
    id: 'mobile.download.button',
    defaultMessage: 'Download for {platform}',
  }),
  qrAlt: defineMessage<{ platform: string }>({
    id: 'mobile.download.qrAlt',
    defaultMessage: 'QR code of the {platform} download link',
  }),
});

/** The clients' platforms, as `GET download/links` names them. */
export const platformMessages = defineMessages({
  windows: { id: 'mobile.platform.windows', defaultMessage: 'Windows' },
  mac: { id: 'mobile.platform.mac', defaultMessage: 'macOS' },
  android: { id: 'mobile.platform.android', defaultMessage: 'Android' },
  ios: { id: 'mobile.platform.ios', defaultMessage: 'iOS' },
});
