/** What other features may use of the account feature. */
export { useProfile, useProfileChanged } from './hooks';
export { withReauth } from './reauth';
