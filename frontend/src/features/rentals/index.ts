/** What other features may use of the rentals feature. */
export { RentAction } from './components/RentAction';
export { AppRentalCard } from './components/AppRentalCard';
export { MY_ORDERS_PATH, myOrderPath } from './paths';
