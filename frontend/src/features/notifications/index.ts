/** What other features may use of the notifications feature. */
export { useNotificationsChanged } from './hooks';
