import { Tag } from 'antd';
import { useIntl } from 'react-intl';

import type { Invitation, MyApplication } from '@/api/types';

import type { ApplicationStatus } from '../ownerApi';
import { statusMessages } from '../messages';

type Status = Invitation['status'] | MyApplication['status'] | ApplicationStatus;

const COLORS: Record<Status, string> = {
  pending: 'processing',
  invited: 'processing',
  waiting: 'warning',
  applied: 'processing',
  accepted: 'success',
  declined: 'default',
  expired: 'default',
};

/** An invitation's or application's state, in the person's lists and the owner's. */
export function StatusTag({ status }: { status: Status }) {
  const intl = useIntl();
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {intl.formatMessage(statusMessages[status])}
    </Tag>
  );
}
