import { defineMessage, defineMessages } from 'react-intl';

import type { GeolocationFailure } from './geolocation';

/** The nearby pages: the person's point, the list by distance and the map. */
export const nearbyMessages = defineMessages({
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
