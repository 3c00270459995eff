import { Tag } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';

import { appStatusMessages, appsMessages, sharingModeMessages } from '../messages';
import type { AppStatus, SharingMode } from '../types';

export { APP_STATUSES } from '../statuses';

/**
 * antd tag colours: green running, blue on the way (the agent answers within seconds),
 * orange paused, red failed, grey idle.
 */
const STATUS_COLORS: Readonly<Record<AppStatus, string>> = {
  not_install: 'default',
  installing: 'processing',
  downloading: 'processing',
  installed: 'cyan',
  installation_failed: 'error',
  starting: 'processing',
  preparing: 'processing',
  running: 'success',
  stopping: 'processing',
  shutting_down: 'processing',
  stopped: 'default',
  restarting: 'processing',
  suspending: 'processing',
  suspended: 'warning',
  resuming: 'processing',
  snapshotting: 'processing',
  uninstalling: 'processing',
  uninstall_failed: 'error',
  failed: 'error',
};

/** Statuses that change by themselves as the device's agent answers: pages re-read meanwhile. */
const TRANSITIONAL: ReadonlySet<string> = new Set<AppStatus>([
  'installing',
  'downloading',
  'starting',
  'preparing',
  'stopping',
  'shutting_down',
  'restarting',
  'suspending',
  'resuming',
  'snapshotting',
  'uninstalling',
]);

export function isTransitional(status: string): boolean {
  return TRANSITIONAL.has(status);
}

function isStatus(value: string): value is AppStatus {
  return Object.prototype.hasOwnProperty.call(STATUS_COLORS, value);
}

/** The translated status; a status this version does not know shows as sent. */
export function appStatusLabel(intl: IntlShape, status: string): string {
  return isStatus(status) ? intl.formatMessage(appStatusMessages[status]) : status;
}

/** The status as a coloured tag whose text is the status ("Running"). */
export function AppStatusTag({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <Tag color={isStatus(status) ? STATUS_COLORS[status] : 'default'} data-status={status}>
      {appStatusLabel(intl, status)}
    </Tag>
  );
}

export const SHARING_MODES: readonly SharingMode[] = ['manual', 'autopilot', 'dedicated'];

export function sharingModeLabel(intl: IntlShape, mode: SharingMode): string {
  return intl.formatMessage(sharingModeMessages[mode]);
}

export function sharingModeHelp(intl: IntlShape, mode: SharingMode): string {
  return intl.formatMessage(sharingModeMessages[`${mode}Help`]);
}

/** "12.50 coins / hour". */
export function priceLabel(intl: IntlShape, price: string): string {
  return intl.formatMessage(appsMessages.price, { price });
}

export function yesNo(intl: IntlShape, value: boolean): string {
  return intl.formatMessage(value ? appsMessages.yes : appsMessages.no);
}
