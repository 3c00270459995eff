import { defineMessage, defineMessages } from 'react-intl';

import { storePageTitles } from './pages/messages';

/** The public app store: front page, all apps, an app's page. */
export const storeMessages = defineMessages({
  pageTitle: storePageTitles.store,
  morePageTitle: storePageTitles.storeMore,
  detailsPageTitle: storePageTitles.storeDetails,
  subtitle: {
    id: 'store.subtitle',
    defaultMessage: 'Apps ready to install on your devices',
  },
  signIn: { id: 'store.header.signIn', defaultMessage: 'Sign in' },
  console: { id: 'store.header.console', defaultMessage: 'Open console' },
  searchPlaceholder: { id: 'store.search.placeholder', defaultMessage: 'Search apps' },
  more: { id: 'store.group.more', defaultMessage: 'More' },
  allApps: { id: 'store.allApps', defaultMessage: 'All apps' },
  empty: { id: 'store.empty', defaultMessage: 'No apps are published yet' },
  noMatch: { id: 'store.list.noMatch', defaultMessage: 'No apps match' },
  total: defineMessage<{ count: number }>({
    id: 'store.list.total',
    defaultMessage: '{count, plural, one {# app} other {# apps}}',
  }),
  labelFilter: { id: 'store.filter.label', defaultMessage: 'Category' },
  typeFilter: { id: 'store.filter.type', defaultMessage: 'Type' },
  loadError: { id: 'store.loadError', defaultMessage: 'The app store could not be loaded' },
  back: { id: 'store.back', defaultMessage: 'Back to the app store' },
  notFoundTitle: { id: 'store.notFound.title', defaultMessage: 'This app is not in the store' },
  notFoundText: {
    id: 'store.notFound.text',
    defaultMessage: 'It may have been removed or never published.',
  },
  cores: defineMessage<{ count: number }>({
    id: 'store.resources.cores',
    defaultMessage: '{count, plural, one {# core} other {# cores}}',
  }),
  vram: defineMessage<{ size: string }>({
    id: 'store.resources.vram',
    defaultMessage: '{size} VRAM',
  }),
  requirements: { id: 'store.details.requirements', defaultMessage: 'Minimum requirements' },
  cpu: { id: 'store.details.cpu', defaultMessage: 'CPU' },
  memory: { id: 'store.details.memory', defaultMessage: 'Memory' },
  disk: { id: 'store.details.disk', defaultMessage: 'Disk' },
  gpu: { id: 'store.details.gpu', defaultMessage: 'GPU' },
  noGpu: { id: 'store.details.noGpu', defaultMessage: 'No GPU needed' },
  description: { id: 'store.details.description', defaultMessage: 'Description' },
  screenshots: { id: 'store.details.screenshots', defaultMessage: 'Screenshots' },
  versions: { id: 'store.details.versions', defaultMessage: 'Versions' },
  latest: { id: 'store.details.latest', defaultMessage: 'Latest' },
  runsOnAgent: { id: 'store.details.runsOnAgent', defaultMessage: 'Runs on boxes with the agent' },
  needsSsh: {
    id: 'store.details.needsSsh',
    defaultMessage: 'Needs SSH, which the agent does not offer',
  },
  noVersions: { id: 'store.details.noVersions', defaultMessage: 'No versions released yet' },
  install: { id: 'store.details.install', defaultMessage: 'Install' },
});

export const displayTypeMessages = defineMessages({
  desktop: { id: 'store.type.desktop', defaultMessage: 'Desktop' },
  lite_app: { id: 'store.type.lite_app', defaultMessage: 'Lite app' },
  nas: { id: 'store.type.nas', defaultMessage: 'NAS' },
  ai_compute: { id: 'store.type.ai_compute', defaultMessage: 'AI compute' },
  server: { id: 'store.type.server', defaultMessage: 'Server' },
  remote_desktop: { id: 'store.type.remote_desktop', defaultMessage: 'Remote desktop' },
  ai_server: { id: 'store.type.ai_server', defaultMessage: 'AI server' },
});
