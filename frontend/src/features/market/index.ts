/** What other features may use of the market feature. */
export { MARKET_PATH, NEARBY_PATH, marketDetailsPath, nearbyDetailsPath } from './paths';
// The nearby pages' location piece (the mobile nearby page shares it).
export { LocationPicker } from './nearby/components/LocationPicker';
export { NearbyResults } from './nearby/components/NearbyResults';
export { ListingDetailsView } from './components/ListingDetailsView';
export { useGeolocation, type GeolocationFailure } from './nearby/geolocation';
export {
  DEFAULT_MAX_KM,
  MAX_KM,
  formatPoint,
  nearbyLink,
  parsePoint,
  readNearbyQuery,
  useNearbyLocation,
  type NearbyLocation,
} from './nearby/location';
