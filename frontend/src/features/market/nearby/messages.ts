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
      'Use your location (the browser asks you first) or type coordinates above to see the apps for rent around you.',
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
  latitude: { id: 'market.nearby.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'market.nearby.longitude', defaultMessage: 'Longitude' },
  showNearby: { id: 'market.nearby.showNearby', defaultMessage: 'Show nearby' },
  orType: { id: 'market.nearby.orType', defaultMessage: 'or type coordinates' },
  latRequired: { id: 'market.nearby.latRequired', defaultMessage: 'Enter a latitude' },
  lngRequired: { id: 'market.nearby.lngRequired', defaultMessage: 'Enter a longitude' },
  latRange: defineMessage<{ min: number; max: number }>({
    id: 'market.nearby.latRange',
    defaultMessage: 'Latitude is a number from {min} to {max}',
  }),
  lngRange: defineMessage<{ min: number; max: number }>({
    id: 'market.nearby.lngRange',
    defaultMessage: 'Longitude is a number from {min} to {max}',
  }),
});

/** Why "Use my location" found nothing, each with what to do instead. */
export const geolocationFailureMessages = defineMessages<GeolocationFailure>({
  denied: {
    id: 'market.nearby.geo.denied',
    defaultMessage:
      'Location access is blocked for this site. Allow it in the browser’s site settings, or type your coordinates.',
  },
  unavailable: {
    id: 'market.nearby.geo.unavailable',
    defaultMessage:
      'Your location could not be found right now. Try again, or type your coordinates.',
  },
  timeout: {
    id: 'market.nearby.geo.timeout',
    defaultMessage: 'Finding your location took too long. Try again, or type your coordinates.',
  },
  unsupported: {
    id: 'market.nearby.geo.unsupported',
    defaultMessage: 'This browser cannot share your location. Type your coordinates instead.',
  },
});
