/** What other features may use of the apps feature. */
export { useInstalledApps } from './hooks';
