/** What other features may use of the apps feature. */
export { useInstalledApps } from './hooks';
export { installedAppPath } from './paths';
