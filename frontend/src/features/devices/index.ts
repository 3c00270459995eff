/** What other features may use of the devices feature. */
export { DEVICE_TIERS } from './choices';
export { KindTag, StatusTag, TierTag, statusLabel, tierLabel } from './components/labels';
export { AgentErrorDetail, SettingsApplyNote } from './components/AgentNotes';
export { ResourceLine, Resources } from './components/Resources';
export { devicesMessages } from './messages';
export { deviceDetailsPath } from './paths';
export { useDevices } from './hooks';
