/** What other features may use of the apps feature. */
export { DeviceAppsCard } from './components/DeviceAppsCard';
export { useInstalledApps } from './hooks';
