import { defineMessages } from 'react-intl';

import { landingPageTitles } from './pages/messages';

export const landingMessages = defineMessages({
  pageTitle: landingPageTitles.landing,
  heroTitle: { id: 'landing.hero.title', defaultMessage: 'Share, rent and manage compute' },
  heroSubtitle: {
    id: 'landing.hero.subtitle',
    defaultMessage:
      'A cloud market and a nearby map of shared compute apps. Bind your devices, rent apps from others, publish compute demands and pay with coins — alone or as a company.',
  },
  signIn: { id: 'landing.action.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'landing.action.signUp', defaultMessage: 'Create an account' },
  openConsole: { id: 'landing.action.console', defaultMessage: 'Open my console' },
  featuresTitle: { id: 'landing.features.title', defaultMessage: 'What you can do' },
  marketTitle: { id: 'landing.feature.market.title', defaultMessage: 'Cloud market' },
  marketText: {
    id: 'landing.feature.market.text',
    defaultMessage: 'Browse desktops, AI compute, NAS, servers and lite apps shared by others.',
  },
  nearbyTitle: { id: 'landing.feature.nearby.title', defaultMessage: 'Nearby map' },
  nearbyText: {
    id: 'landing.feature.nearby.text',
    defaultMessage: 'Find shared compute close to you for the lowest latency.',
  },
  devicesTitle: { id: 'landing.feature.devices.title', defaultMessage: 'Bind devices' },
  devicesText: {
    id: 'landing.feature.devices.text',
    defaultMessage: 'Bind your boxes, cloud machines and server groups, and install apps on them.',
  },
  rentTitle: { id: 'landing.feature.rent.title', defaultMessage: 'Rent and share apps' },
  rentText: {
    id: 'landing.feature.rent.text',
    defaultMessage: 'Rent apps from others, or share yours manually or on autopilot for profit.',
  },
  demandsTitle: { id: 'landing.feature.demands.title', defaultMessage: 'Compute demands' },
  demandsText: {
    id: 'landing.feature.demands.text',
    defaultMessage:
      'Publish what you need — GPUs, distance, specs — or take the demands of others.',
  },
  walletTitle: { id: 'landing.feature.wallet.title', defaultMessage: 'Coin wallet' },
  walletText: {
    id: 'landing.feature.wallet.text',
    defaultMessage: 'Deposit coins, pay for rentals and follow every transaction.',
  },
  companiesTitle: { id: 'landing.feature.companies.title', defaultMessage: 'Companies' },
  companiesText: {
    id: 'landing.feature.companies.text',
    defaultMessage: 'Create a company, invite members and hand devices and apps to them.',
  },
});
