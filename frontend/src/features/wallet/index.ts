/** What other features may use of the wallet feature. */
export { useWallet } from './hooks';
export { formatCoins, toCents } from './money';
