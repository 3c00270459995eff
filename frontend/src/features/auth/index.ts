/** What other features may use of the auth feature. */
export { useCompleteSignIn } from './hooks';
export { ResendVerificationButton } from './components/ResendVerificationButton';
