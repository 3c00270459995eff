/** What other features may use of the wallet feature. */
export { useWallet } from './hooks';
export { formatCoins, fromCents, toCents } from './money';
export { browserTimeZone } from './api';
