import { Tag } from 'antd';
import { useIntl } from 'react-intl';

import type { Demand, OrderStatus } from '@/api/types';

import { demandStatusMessages, orderStatusMessages } from '../messages';

const ORDER_COLORS: Record<OrderStatus, string> = {
  pending: 'warning',
  accepted: 'processing',
  processing: 'processing',
  confirmed: 'success',
  finished: 'default',
  failed: 'error',
};

export const ORDER_STATUSES = Object.keys(ORDER_COLORS) as OrderStatus[];

const DEMAND_COLORS: Record<Demand['status'], string> = {
  open: 'success',
  taken: 'processing',
  withdrawn: 'default',
  expired: 'default',
};

/** An order's state, in lists, offers and its details. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <Tag color={ORDER_COLORS[status]} data-status={status}>
      {intl.formatMessage(orderStatusMessages[status])}
    </Tag>
  );
}

export function DemandStatusTag({ status }: { status: Demand['status'] }) {
  const intl = useIntl();
  return (
    <Tag color={DEMAND_COLORS[status]} data-status={status}>
      {intl.formatMessage(demandStatusMessages[status])}
    </Tag>
  );
}
