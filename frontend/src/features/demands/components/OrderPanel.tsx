import { Button, Descriptions, Flex, List, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { OrderDetail, OrderStatus } from '@/api/types';
import { DetailsCard } from '@/components/DetailsCard';
import { Resources } from '@/features/devices';
import { DisputeOpenButton, openOrderDispute } from '@/features/rentals';
import { myOrderPath } from '@/config/paths';
import { formatCoins } from '@/features/wallet';
import { SectionTitle } from '@/components/SectionTitle';

import { useOrder } from '../hooks';
import { ordersMessages as m, orderStatusMessages } from '../messages';
import { demandPath } from '../paths';
import { DecideButtons, MoveRefusal, useMoves } from './moves';
import { OrderStatusTag } from './StatusTags';

/** The provider may withdraw an offer until its rental starts. */
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['pending', 'accepted', 'processing']);

/** One order opened from `/my-orders` (`?order=`), read again on the `orders` topic. */
export function OrderPanel({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <DetailsCard
      query={useOrder(id)}
      onClose={onClose}
      errorTitle={<FormattedMessage {...m.orderLoadError} />}
      title={(order) => (
        <Space wrap>
          {order.demand.name}
          <OrderStatusTag status={order.status} />
        </Space>
      )}
      data-testid="order-panel"
    >
      {(order) => <OrderDetails order={order} />}
    </DetailsCard>
  );
}

function OrderDetails({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const moves = useMoves();
  const demander = order.role === 'demander';
  const when = (time: string) =>
    intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'medium' });
  const statusText = (status: string) =>
    status in orderStatusMessages
      ? intl.formatMessage(orderStatusMessages[status as OrderStatus])
      : status;

  const items = [
    {
      key: 'status',
      label: intl.formatMessage(m.status),
      children: <OrderStatusTag status={order.status} />,
    },
    ...(order.reason_text
      ? [{ key: 'reason', label: intl.formatMessage(m.reason), children: order.reason_text }]
      : []),
    {
      key: 'other',
      label: intl.formatMessage(demander ? m.provider : m.demander),
      children: demander ? order.provider_name : order.demander_name,
    },
    {
      key: 'price',
      label: intl.formatMessage(m.price),
      children: intl.formatMessage(m.pricePerHour, {
        amount: formatCoins(order.price_per_hour, intl.locale),
      }),
    },
    ...(order.app
      ? [{ key: 'app', label: intl.formatMessage(m.app), children: order.app.name }]
      : []),
    ...(order.device
      ? [{ key: 'device', label: intl.formatMessage(m.device), children: order.device.name }]
      : []),
    ...(order.offered
      ? [
          {
            key: 'offered',
            label: intl.formatMessage(m.offeredWith),
            children: <Resources spec={order.offered} />,
          },
        ]
      : []),
    { key: 'created', label: intl.formatMessage(m.offeredAt), children: when(order.created_at) },
  ];

  return (
    <Flex vertical gap={16}>
      <MoveRefusal moves={moves} />
      <Descriptions size="small" column={1} items={items} />
      <Space wrap>
        <Link to={demandPath(order.demand.id)}>
          <FormattedMessage {...m.openDemand} />
        </Link>
        {order.rental_id !== null && (
          <Link to={myOrderPath(order.rental_id, demander ? 'renter' : 'provider')}>
            <FormattedMessage {...m.rental} />
          </Link>
        )}
      </Space>
      {order.can_dispute && (
        <DisputeOpenButton submit={(body) => openOrderDispute(order.id, body)} />
      )}
      {demander && order.status === 'pending' && <DecideButtons order={order} moves={moves} />}
      {!demander && CANCELLABLE.has(order.status) && (
        <div>
          <Button danger onClick={() => moves.cancel(order)}>
            <FormattedMessage {...m.cancel} />
          </Button>
        </div>
      )}
      <div>
        <SectionTitle look={5}>
          <FormattedMessage {...m.timeline} />
        </SectionTitle>
        <List
          size="small"
          dataSource={order.timeline}
          renderItem={(move, index) => (
            <List.Item key={index} data-testid={`order-move-${index}`}>
              <Flex vertical gap={2}>
                <Typography.Text>
                  {move.old_status
                    ? intl.formatMessage(m.move, {
                        from: statusText(move.old_status),
                        to: statusText(move.new_status),
                      })
                    : statusText(move.new_status)}
                </Typography.Text>
                {move.reason_text && (
                  <Typography.Text type="secondary">{move.reason_text}</Typography.Text>
                )}
                <Typography.Text type="secondary">{when(move.created_at)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </div>
    </Flex>
  );
}
