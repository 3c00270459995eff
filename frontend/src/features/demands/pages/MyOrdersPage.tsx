import { Flex, Segmented, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Order, OrderStatus, Rental, RentalStatus } from '@/api/types';
import { PageHeader } from '@/components/PageHeader';
import { QUERY_PARAMS } from '@/constants';
import {
  RENTAL_STATUSES,
  RentalPanel,
  RentalsTable,
  rentalOrdersMessages as m,
  rentalStatusMessages,
} from '@/features/rentals';
import { useNarrowScreen } from '@/lib/media';
import { useUrlQuery } from '@/lib/urlQuery';
import { parseIdParam } from '@/utils/url';

import { OrderPanel } from '../components/OrderPanel';
import { OrdersTable } from '../components/OrdersTable';
import { ORDER_STATUSES } from '../components/StatusTags';
import { orderStatusMessages, ordersMessages as orderMessages } from '../messages';
import { ORDER_ID_PARAM } from '../paths';
import { demandsPageTitles } from './messages';

const isStatus = (value: string | null): value is RentalStatus =>
  RENTAL_STATUSES.includes(value as RentalStatus);
const isOrderStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);

/** The page's lists: rentals on either side, then orders placed (demander) or taken (provider). */
type View = Rental['role'] | 'placed' | 'taken';
const ORDER_ROLES: Partial<Record<View, Order['role']>> = { placed: 'demander', taken: 'provider' };
const VIEWS: readonly View[] = ['renter', 'provider', 'placed', 'taken'];

/**
 * `/my-orders`: rentals (the rentals feature's list and panel) as renter and as provider, and orders placed and taken (`role`), by
 * state (`status`), paged; `id` opens a rental, `order` an order.
 */
export default function MyOrdersPage() {
  const intl = useIntl();
  const [params, update] = useUrlQuery();
  const narrow = useNarrowScreen();
  const view = VIEWS.find((value) => value === params.get('role')) ?? 'renter';
  const orderRole = ORDER_ROLES[view];
  const status = params.get('status');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const openId = parseIdParam(params.get(QUERY_PARAMS.rentalId));
  const openOrder = parseIdParam(params.get(ORDER_ID_PARAM));

  const keepPage = { page: params.get('page') ?? undefined };

  return (
    <Flex vertical gap={16}>
      <PageHeader style={{ margin: 0 }}>
        <FormattedMessage {...demandsPageTitles.myOrders} />
      </PageHeader>
      <Flex wrap gap={8} align="start">
        <Segmented<View>
          value={view}
          onChange={(next) =>
            update({ role: next === 'renter' ? undefined : next, id: undefined, status: undefined })
          }
          options={[
            { value: 'renter', label: intl.formatMessage(m.asRenter) },
            { value: 'provider', label: intl.formatMessage(m.asProvider) },
            { value: 'placed', label: intl.formatMessage(orderMessages.placed) },
            { value: 'taken', label: intl.formatMessage(orderMessages.taken) },
          ]}
          // Four choices do not fit side by side on a phone.
          vertical={narrow}
          block={narrow}
        />
        <Select<string | undefined>
          // A new list of states with each side.
          key={orderRole ? 'orders' : 'rentals'}
          allowClear
          aria-label={intl.formatMessage(m.status)}
          placeholder={intl.formatMessage(m.statusFilter)}
          value={
            (orderRole ? isOrderStatus(status) : isStatus(status))
              ? (status ?? undefined)
              : undefined
          }
          onChange={(next) => update({ status: next })}
          options={
            orderRole
              ? ORDER_STATUSES.map((value) => ({
                  value,
                  label: intl.formatMessage(orderStatusMessages[value]),
                }))
              : RENTAL_STATUSES.map((value) => ({
                  value,
                  label: intl.formatMessage(rentalStatusMessages[value]),
                }))
          }
          style={{ minWidth: 180, maxWidth: '100%' }}
        />
      </Flex>
      {openOrder !== null && (
        <OrderPanel id={openOrder} onClose={() => update({ order: undefined, ...keepPage })} />
      )}
      {openId !== null && (
        <RentalPanel id={openId} onClose={() => update({ id: undefined, ...keepPage })} />
      )}
      {orderRole ? (
        <OrdersTable
          role={orderRole}
          status={isOrderStatus(status) ? status : undefined}
          page={page}
          onPageChange={(next) => update({ page: String(next) })}
          onOpen={(order) => update({ order: String(order.id), ...keepPage })}
        />
      ) : (
        <RentalsTable
          renter={view === 'renter'}
          status={isStatus(status) ? status : undefined}
          page={page}
          onPageChange={(next) => update({ page: String(next) })}
          onOpen={(rental) => update({ id: String(rental.id), ...keepPage })}
        />
      )}
    </Flex>
  );
}
