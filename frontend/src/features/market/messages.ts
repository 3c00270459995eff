import { defineMessage, defineMessages } from 'react-intl';

import type { ListingSort } from '@/api/types';

import { marketPageTitles } from './pages/messages';

/** The public market: front page, all listings, a listing's page. */
export const marketMessages = defineMessages({
  pageTitle: marketPageTitles.market,
  morePageTitle: marketPageTitles.marketMore,
  detailsPageTitle: marketPageTitles.marketDetails,
  subtitle: {
    id: 'market.subtitle',
    defaultMessage: 'Apps running on providers’ devices, ready to rent by the hour',
  },
  searchPlaceholder: { id: 'market.search.placeholder', defaultMessage: 'Search the market' },
  allListings: { id: 'market.allListings', defaultMessage: 'All listings' },
  empty: { id: 'market.empty', defaultMessage: 'Nothing is for rent right now' },
  noMatch: { id: 'market.list.noMatch', defaultMessage: 'No listings match' },
  noMatchHint: {
    id: 'market.list.noMatchHint',
    defaultMessage: 'Try another search, or clear the filters to see every listing.',
  },
  busy: { id: 'market.busy', defaultMessage: 'Busy' },
  clearFilters: { id: 'market.filter.clear', defaultMessage: 'Clear filters' },
  total: defineMessage<{ count: number }>({
    id: 'market.list.total',
    defaultMessage: '{count, plural, one {# listing} other {# listings}}',
  }),
  searchResults: defineMessage<{ q: string }>({
    id: 'market.search.results',
    defaultMessage: 'Results for “{q}”',
  }),
  loadError: { id: 'market.loadError', defaultMessage: 'The market could not be loaded' },
  gpuFilter: { id: 'market.filter.gpu', defaultMessage: 'GPU model' },
  vramFilter: { id: 'market.filter.vram', defaultMessage: 'Minimum VRAM' },
  vramOption: defineMessage<{ size: number }>({
    id: 'market.filter.vramOption',
    defaultMessage: '{size} GB or more',
  }),
  tierFilter: { id: 'market.filter.tier', defaultMessage: 'Tier' },
  minPriceFilter: { id: 'market.filter.minPrice', defaultMessage: 'Min coins per hour' },
  priceFilter: { id: 'market.filter.maxPrice', defaultMessage: 'Max coins per hour' },
  distanceFilter: { id: 'market.filter.distance', defaultMessage: 'Distance' },
  distanceOption: defineMessage<{ km: number }>({
    id: 'market.filter.distanceOption',
    defaultMessage: 'Within {km} km',
  }),
  sort: { id: 'market.sort', defaultMessage: 'Sort by' },
  pricePerHour: defineMessage<{ amount: string }>({
    id: 'market.price.perHour',
    defaultMessage: '{amount} coins / hour',
  }),
  gpuCountFilter: { id: 'market.filter.gpus', defaultMessage: 'GPUs' },
  gpuCountOption: defineMessage<{ count: number }>({
    id: 'market.filter.gpus.option',
    defaultMessage: '{count, plural, one {# GPU or more} other {# GPUs or more}}',
  }),
  availableOnly: { id: 'market.filter.available', defaultMessage: 'Available now' },
  yourListing: { id: 'market.details.yours', defaultMessage: 'This is your listing.' },
  manageYourListing: { id: 'market.details.manage', defaultMessage: 'Manage the app' },
  provider: defineMessage<{ name: string }>({
    id: 'market.provider',
    defaultMessage: 'By {name}',
  }),
  uptime: defineMessage<{ percent: string }>({
    id: 'market.reliability.uptime',
    defaultMessage: '{percent} uptime',
  }),
  uptimeDetails: defineMessage<{ day: string; week: string; month: string }>({
    id: 'market.reliability.details',
    defaultMessage: 'Online over the last day {day}, 7 days {week}, 30 days {month}',
  }),
  noReliability: { id: 'market.reliability.none', defaultMessage: 'New provider' },
  distance: defineMessage<{ km: number }>({
    id: 'market.distance',
    defaultMessage: '{km} km away',
  }),
  resources: { id: 'market.details.resources', defaultMessage: 'Resources' },
  price: { id: 'market.details.price', defaultMessage: 'Price' },
  reliability: { id: 'market.details.reliability', defaultMessage: 'Reliability' },
  uptimeDay: { id: 'market.details.uptimeDay', defaultMessage: 'Last day' },
  uptimeWeek: { id: 'market.details.uptimeWeek', defaultMessage: 'Last 7 days' },
  uptimeMonth: { id: 'market.details.uptimeMonth', defaultMessage: 'Last 30 days' },
  failedRentals: defineMessage<{ count: number }>({
    id: 'market.details.failedRentals',
    defaultMessage:
      '{count, plural, =0 {No rental ended in failure} one {# rental ended in failure} other {# rentals ended in failure}}',
  }),
  noReliabilityYet: {
    id: 'market.details.noReliability',
    defaultMessage:
      'Uptime figures appear once the provider’s device has been watched for a while.',
  },
  location: { id: 'market.details.location', defaultMessage: 'Location' },
  region: defineMessage<{ region: string }>({
    id: 'market.details.region',
    defaultMessage: 'In {region}',
  }),
  locationRounded: {
    id: 'market.details.locationRounded',
    defaultMessage: 'Rounded to about 1 km; the exact place is never shown.',
  },
  noLocation: {
    id: 'market.details.noLocation',
    defaultMessage: 'The provider shares no location',
  },
  goneTitle: {
    id: 'market.gone.title',
    defaultMessage: 'This listing is no longer available',
  },
  goneText: {
    id: 'market.gone.text',
    defaultMessage: 'Its provider stopped renting it, or its device went offline.',
  },
  back: { id: 'market.back', defaultMessage: 'Back to the market' },
});

export const sortMessages = defineMessages<ListingSort>({
  recommended: { id: 'market.sort.recommended', defaultMessage: 'Recommended' },
  newest: { id: 'market.sort.newest', defaultMessage: 'Newest' },
  price: { id: 'market.sort.price', defaultMessage: 'Price: low to high' },
  '-price': { id: 'market.sort.priceDesc', defaultMessage: 'Price: high to low' },
  reliability: { id: 'market.sort.reliability', defaultMessage: 'Most reliable' },
  distance: { id: 'market.sort.distance', defaultMessage: 'Nearest' },
});
