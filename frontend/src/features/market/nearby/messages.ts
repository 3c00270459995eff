import { defineMessage, defineMessages } from 'react-intl';

import { marketPageTitles } from '../pages/messages';
import type { GeolocationFailure } from './geolocation';

/** The nearby pages: the person's point, the list by distance and the map. */
export const nearbyMessages = defineMessages({
  pageTitle: marketPageTitles.nearby,
  subtitle: {
    id: 'market.nearby.subtitle',
    defaultMessage: 'Apps for rent on providers’ devices around you, nearest first',
  },
  chooseTitle: { id: 'market.nearby.choose.title', defaultMessage: 'Where are you?' },
  chooseText: {
    id: 'market.nearby.choose.text',
    defaultMessage:
      'Use your location (the browser asks you first) or search for a city above to see the apps for rent around you.',
  },
  nothingWithin: defineMessage<{ km: number }>({
    id: 'market.nearby.nothingWithin',
    defaultMessage: 'Nothing is for rent within {km} km',
  }),
  tryLarger: {
    id: 'market.nearby.tryLarger',
    defaultMessage: 'Look further away, or choose another place.',
  },
  widenTo: defineMessage<{ km: number }>({
    id: 'market.nearby.widenTo',
    defaultMessage: 'Search within {km} km',
  }),
  pickOnMap: { id: 'market.nearby.pickOnMap', defaultMessage: 'Pick a point on the map' },
  showMap: { id: 'market.nearby.showMap', defaultMessage: 'Show on the map' },
  showList: { id: 'market.nearby.showList', defaultMessage: 'Show as a list' },
  back: { id: 'market.nearby.back', defaultMessage: 'Back to nearby' },
  useMyLocation: { id: 'market.nearby.useMyLocation', defaultMessage: 'Use my location' },
  locating: { id: 'market.nearby.locating', defaultMessage: 'Finding your location…' },
  orSearch: { id: 'market.nearby.orSearch', defaultMessage: 'or' },
  placeSearch: { id: 'market.nearby.placeSearch', defaultMessage: 'City or region' },
  noPlace: defineMessage<{ q: string }>({
    id: 'market.nearby.noPlace',
    defaultMessage: 'No place is called “{q}”. Try a nearby city.',
  }),
  near: defineMessage<{ region: string }>({
    id: 'market.nearby.near',
    defaultMessage: 'Near {region}',
  }),
});

/** Why "Use my location" found nothing, each with what to do instead. */
export const geolocationFailureMessages = defineMessages<GeolocationFailure>({
  denied: {
    id: 'market.nearby.geo.denied',
    defaultMessage:
      'Location access is blocked for this site. Allow it in the browser’s site settings, or search for your city.',
  },
  unavailable: {
    id: 'market.nearby.geo.unavailable',
    defaultMessage:
      'Your location could not be found right now. Try again, or search for your city.',
  },
  timeout: {
    id: 'market.nearby.geo.timeout',
    defaultMessage: 'Finding your location took too long. Try again, or search for your city.',
  },
  unsupported: {
    id: 'market.nearby.geo.unsupported',
    defaultMessage: 'This browser cannot share your location. Search for your city instead.',
  },
});

/** The map page. */
export const nearbyMapMessages = defineMessages({
  pageTitle: marketPageTitles.nearbyMap,
  subtitle: {
    id: 'market.nearby.map.subtitle',
    defaultMessage: 'Apps for rent around your point; the list below the map holds the same ones.',
  },
  mapLabel: { id: 'market.nearby.map.label', defaultMessage: 'Map of the listings nearby' },
  loading: { id: 'market.nearby.map.loading', defaultMessage: 'Loading the map…' },
  loadError: { id: 'market.nearby.map.loadError', defaultMessage: 'The map could not be loaded' },
  noWebgl: {
    id: 'market.nearby.map.noWebgl',
    defaultMessage:
      'This browser cannot draw the map (WebGL is off or not supported). The list below shows the same listings.',
  },
  picking: {
    id: 'market.nearby.map.picking',
    defaultMessage: 'Click the map where you want to look around',
  },
  cancelPick: { id: 'market.nearby.map.cancelPick', defaultMessage: 'Cancel' },
  listTitle: { id: 'market.nearby.map.listTitle', defaultMessage: 'Listings on the map' },
  chooseFirst: {
    id: 'market.nearby.map.chooseFirst',
    defaultMessage:
      'Use your location, search for a city or pick a point on the map to see the listings around it.',
  },
  nearestOf: defineMessage<{ shown: number; total: number }>({
    id: 'market.nearby.map.nearestOf',
    defaultMessage: 'The nearest {shown} of {total} listings',
  }),
  details: { id: 'market.nearby.map.details', defaultMessage: 'Details' },
  close: { id: 'market.nearby.map.close', defaultMessage: 'Close' },
});
