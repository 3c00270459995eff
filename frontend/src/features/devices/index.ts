/** What other features may use of the devices feature. */
export { KindTag, StatusTag, statusLabel } from './components/labels';
export { ResourceLine } from './components/Resources';
export { devicesMessages } from './messages';
export { deviceDetailsPath } from './paths';
export { useDevices } from './hooks';
