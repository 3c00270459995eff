import { Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';

import { kindMessages, statusMessages, tierMessages } from '../messages';
import type { DeviceKind, DeviceStatus, DeviceTier } from '../types';

/** antd tag colours: green running, blue on the way, orange going down, red failed, grey idle. */
const STATUS_COLORS: Readonly<Record<DeviceStatus, string>> = {
  online: 'success',
  offline: 'default',
  creating: 'processing',
  starting: 'processing',
  preparing: 'processing',
  restarting: 'processing',
  stopping: 'warning',
  shutting_down: 'warning',
  deleting: 'warning',
  stopped: 'default',
  failed: 'error',
  unknown: 'default',
};

const TIER_COLORS: Readonly<Record<DeviceTier, string>> = {
  high: 'gold',
  standard: 'blue',
  basic: 'default',
};

function isStatus(value: string): value is DeviceStatus {
  return Object.prototype.hasOwnProperty.call(STATUS_COLORS, value);
}

/** The translated status; a status this version does not know shows as sent. */
export function statusLabel(intl: IntlShape, status: string): string {
  return isStatus(status) ? intl.formatMessage(statusMessages[status]) : status;
}

export function kindLabel(intl: IntlShape, kind: DeviceKind): string {
  return intl.formatMessage(kindMessages[kind]);
}

export function tierLabel(intl: IntlShape, tier: DeviceTier): string {
  return intl.formatMessage(tierMessages[tier]);
}

export function StatusTag({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <Tag color={isStatus(status) ? STATUS_COLORS[status] : 'default'} data-status={status}>
      {statusLabel(intl, status)}
    </Tag>
  );
}

export function TierTag({ tier }: { tier: DeviceTier }) {
  const intl = useIntl();
  return <Tag color={TIER_COLORS[tier]}>{tierLabel(intl, tier)}</Tag>;
}

export function KindTag({ kind }: { kind: DeviceKind }) {
  const intl = useIntl();
  return <Tag color="purple">{kindLabel(intl, kind)}</Tag>;
}
