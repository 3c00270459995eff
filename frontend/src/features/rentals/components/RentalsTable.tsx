import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Rental, RentalStatus } from '@/api/types';
import { PagedTable, ACTIONS_COLUMN_KEY } from '@/components/PagedTable';
import { formatCoins } from '@/features/wallet';

import { PAGE_SIZE, useRentals } from '../hooks';
import { ordersMessages as m, rentMessages } from '../messages';
import { StatusTag } from './StatusTag';

interface RentalsTableProps {
  renter: boolean;
  status: RentalStatus | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (rental: Rental) => void;
}

/** The rentals on one side, paged (`/my-orders`). */
export function RentalsTable({ renter, status, page, onPageChange, onOpen }: RentalsTableProps) {
  const intl = useIntl();
  const rentals = useRentals({
    role: renter ? 'renter' : 'provider',
    ...(status ? { status } : {}),
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const coins = (amount: string) =>
    intl.formatMessage(rentMessages.coins, { amount: formatCoins(amount, intl.locale) });
  return (
    <PagedTable<Rental>
      query={rentals}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={onPageChange}
      errorTitle={<FormattedMessage {...m.loadError} />}
      empty={<FormattedMessage {...(status ? m.noMatch : m.empty)} />}
      rowKey="id"
      columns={[
        { key: 'app', title: intl.formatMessage(m.app), render: (_, rental) => rental.app.name },
        {
          key: 'status',
          title: intl.formatMessage(m.status),
          render: (_, rental) => <StatusTag status={rental.status} />,
        },
        {
          key: 'who',
          title: intl.formatMessage(renter ? m.provider : m.renter),
          render: (_, rental) => (renter ? rental.provider_name : rental.renter_name),
        },
        {
          key: 'started',
          title: intl.formatMessage(renter ? m.started : m.since),
          render: (_, rental) =>
            rental.started_at
              ? intl.formatDate(rental.started_at, { dateStyle: 'medium', timeStyle: 'short' })
              : intl.formatMessage(m.notStarted),
        },
        {
          key: 'money',
          title: intl.formatMessage(renter ? m.cost : m.income),
          render: (_, rental) => coins((renter ? rental.cost : rental.income) ?? '0.00'),
        },
        {
          key: ACTIONS_COLUMN_KEY,
          render: (_, rental) => (
            <Button
              size="small"
              aria-label={`${intl.formatMessage(m.open)}: ${rental.app.name}`}
              onClick={() => onOpen(rental)}
            >
              <FormattedMessage {...m.open} />
            </Button>
          ),
        },
      ]}
    />
  );
}
