/** What other features may use of the demands feature (the orders beside the rentals). */
export { OrderPanel } from './components/OrderPanel';
export { OrdersTable } from './components/OrdersTable';
export { ORDER_STATUSES } from './components/StatusTags';
export { orderStatusMessages, ordersMessages } from './messages';
export { ORDER_ID_PARAM } from './paths';
