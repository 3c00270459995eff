/** The installed apps' statuses, apart from their labels: the /app route's prefetch reads them. */
import type { AppStatus } from './types';

/** Every status, in the order of an app's life (the list filter offers them so). */
export const APP_STATUSES: readonly AppStatus[] = [
  'installing',
  'downloading',
  'installed',
  'installation_failed',
  'starting',
  'preparing',
  'running',
  'stopping',
  'shutting_down',
  'stopped',
  'restarting',
  'suspending',
  'suspended',
  'resuming',
  'snapshotting',
  'uninstalling',
  'uninstall_failed',
  'failed',
  'not_install',
];

export const isAppStatus = (value: unknown): value is AppStatus =>
  APP_STATUSES.includes(value as AppStatus);
