/** The values a device's kind, tier and status take, in the order the lists offer them. */
import type { DeviceKind, DeviceStatus, DeviceTier } from './types';

export const DEVICE_KINDS: readonly DeviceKind[] = ['zbox', 'pbox', 'zcloud', 'server_group'];
export const DEVICE_TIERS: readonly DeviceTier[] = ['high', 'standard', 'basic'];
export const DEVICE_STATUSES: readonly DeviceStatus[] = [
  'online',
  'offline',
  'creating',
  'starting',
  'preparing',
  'stopping',
  'shutting_down',
  'stopped',
  'restarting',
  'deleting',
  'failed',
  'unknown',
];
