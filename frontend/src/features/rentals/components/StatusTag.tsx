import { Tag } from 'antd';
import { useIntl } from 'react-intl';

import type { RentalStatus } from '@/api/types';

import { statusMessages } from '../messages';

const COLORS: Record<RentalStatus, string> = {
  pre_rental_ongoing: 'processing',
  pre_rental_failed: 'error',
  rental_ongoing: 'success',
  rental_failed: 'error',
  post_rental_ongoing: 'processing',
  post_rental_failed: 'warning',
  end_rental_ongoing: 'processing',
  end_rental_failed: 'warning',
  ended: 'default',
};

export const RENTAL_STATUSES = Object.keys(COLORS) as RentalStatus[];

/** A rental's state, in both lists and its details. */
export function StatusTag({ status }: { status: RentalStatus }) {
  const intl = useIntl();
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {intl.formatMessage(statusMessages[status])}
    </Tag>
  );
}
