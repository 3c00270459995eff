/** What other features may use of the rentals feature. */
export { RentAction } from './components/RentAction';
export { AppRentalCard } from './components/AppRentalCard';
export { RentalPanel } from './components/RentalPanel';
export { DisputeOpenButton } from './components/DisputeSection';
export { openOrderDispute } from './api';
export { RentalsTable } from './components/RentalsTable';
export { RENTAL_STATUSES } from './components/StatusTag';
export {
  ordersMessages as rentalOrdersMessages,
  statusMessages as rentalStatusMessages,
} from './messages';
