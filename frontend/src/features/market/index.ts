/** What other features may use of the market feature. */
export { MARKET_PATH, NEARBY_PATH, marketDetailsPath, nearbyDetailsPath } from './paths';
export { MarketVariantProvider, type MarketVariant } from './variant';
export { filterCount, isFiltered, useMarketQuery } from './filters';
export { prefetchMarketFront } from './prefetch';
export { ListingFilterBar } from './components/ListingFilterBar';
export { LazyListingFilterBar, LazyListingResults } from './components/onDemand';
export { ListingGroups } from './components/ListingGroups';
export { ListingLabelSelect } from './components/ListingLabelSelect';
export { ListingResults } from './components/ListingResults';
export { marketMessages } from './messages';
// The nearby pages' location piece (the mobile nearby page shares it).
export { ChooseLocation } from './nearby/components/ChooseLocation';
export { LocationPicker } from './nearby/components/LocationPicker';
export { NearbyResults } from './nearby/components/NearbyResults';
export { ListingDetailsView } from './components/ListingDetailsView';
export { ListingCard } from './components/ListingCard';
export { DistanceSelect } from './components/DistanceSelect';
export { PriceFilter } from './components/PriceFilter';
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
export { nearbyMessages } from './nearby/messages';
