import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Order, OrderStatus } from '@/api/types';
import { ACTIONS_COLUMN_KEY, PagedTable } from '@/components/PagedTable';
import { formatCoins } from '@/features/wallet';

import { PAGE_SIZE, useOrders } from '../hooks';
import { ordersMessages as m } from '../messages';
import { OrderStatusTag } from './StatusTags';

interface OrdersTableProps {
  role: Order['role'];
  status: OrderStatus | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (order: Order) => void;
}

/** `/my-orders`' orders on one side: placed (demander) or taken (provider), paged. */
export function OrdersTable({ role, status, page, onPageChange, onOpen }: OrdersTableProps) {
  const intl = useIntl();
  const orders = useOrders({
    role,
    ...(status ? { status } : {}),
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const demander = role === 'demander';
  return (
    <PagedTable<Order>
      query={orders}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={onPageChange}
      errorTitle={<FormattedMessage {...m.loadError} />}
      empty={<FormattedMessage {...(status ? m.noMatch : m.empty)} />}
      rowKey="id"
      columns={[
        {
          key: 'demand',
          title: intl.formatMessage(m.demand),
          render: (_, order) => order.demand.name,
        },
        {
          key: 'status',
          title: intl.formatMessage(m.status),
          render: (_, order) => <OrderStatusTag status={order.status} />,
        },
        {
          key: 'who',
          title: intl.formatMessage(demander ? m.provider : m.demander),
          render: (_, order) => (demander ? order.provider_name : order.demander_name),
        },
        {
          key: 'price',
          title: intl.formatMessage(m.price),
          render: (_, order) =>
            intl.formatMessage(m.pricePerHour, {
              amount: formatCoins(order.price_per_hour, intl.locale),
            }),
        },
        {
          key: 'created',
          title: intl.formatMessage(m.offeredAt),
          render: (_, order) =>
            intl.formatDate(order.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
        },
        {
          key: ACTIONS_COLUMN_KEY,
          render: (_, order) => (
            <Button
              size="small"
              aria-label={`${intl.formatMessage(m.open)}: ${order.demand.name}`}
              onClick={() => onOpen(order)}
            >
              <FormattedMessage {...m.open} />
            </Button>
          ),
        },
      ]}
    />
  );
}
