/** The query parameter naming the deposit whose result `/wallet/pay` shows. */
export const DEPOSIT_PARAM = 'deposit';
