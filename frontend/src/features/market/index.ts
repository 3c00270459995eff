/** What other features may use of the market feature. */
export { MARKET_PATH, marketDetailsPath } from './paths';
