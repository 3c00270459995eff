/** What other features may use of the market feature. */
export { MARKET_PATH, marketDetailsPath } from './paths';
export { MarketVariantProvider, type MarketVariant } from './variant';
export { filterCount, isFiltered, useMarketQuery } from './filters';
export { ListingFilterBar } from './components/ListingFilterBar';
export { ListingGroups } from './components/ListingGroups';
export { ListingLabelSelect } from './components/ListingLabelSelect';
export { ListingResults } from './components/ListingResults';
export { ListingDetailsView } from './pages/ListingDetailsPage';
export { marketMessages } from './messages';
