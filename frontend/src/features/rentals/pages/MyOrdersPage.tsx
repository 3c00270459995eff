import { Button, Flex, Segmented, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import type { Rental, RentalStatus } from '@/api/types';
import { PagedTable, ACTIONS_COLUMN_KEY } from '@/components/PagedTable';
import { PageHeader } from '@/components/PageHeader';
import { formatCoins } from '@/features/wallet';
import { parseIdParam } from '@/utils/url';

import { RentalPanel } from '../components/RentalPanel';
import { RENTAL_STATUSES, StatusTag } from '../components/StatusTag';
import { PAGE_SIZE, useRentals } from '../hooks';
import { ordersMessages as m, rentMessages, statusMessages } from '../messages';
import { RENTAL_ID_PARAM } from '../paths';
import { rentalsPageTitles } from './messages';

const isStatus = (value: string | null): value is RentalStatus =>
  RENTAL_STATUSES.includes(value as RentalStatus);

/** `/my-orders`: rentals as renter and as provider (`role`), by state (`status`), paged; `id` opens one. */
export default function MyOrdersPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const role: Rental['role'] = params.get('role') === 'provider' ? 'provider' : 'renter';
  const status = params.get('status');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const openId = parseIdParam(params.get(RENTAL_ID_PARAM));
  const rentals = useRentals({
    role,
    ...(isStatus(status) ? { status } : {}),
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const coins = (amount: string) =>
    intl.formatMessage(rentMessages.coins, { amount: formatCoins(amount, intl.locale) });
  const renter = role === 'renter';

  return (
    <Flex vertical gap={16}>
      <PageHeader style={{ margin: 0 }}>
        <FormattedMessage {...rentalsPageTitles.myOrders} />
      </PageHeader>
      <Flex wrap gap={8}>
        <Segmented<Rental['role']>
          value={role}
          onChange={(next) => update({ role: next === 'renter' ? undefined : next, id: undefined })}
          options={[
            { value: 'renter', label: intl.formatMessage(m.asRenter) },
            { value: 'provider', label: intl.formatMessage(m.asProvider) },
          ]}
        />
        <Select<RentalStatus | undefined>
          allowClear
          aria-label={intl.formatMessage(m.status)}
          placeholder={intl.formatMessage(m.statusFilter)}
          value={isStatus(status) ? status : undefined}
          onChange={(next) => update({ status: next })}
          options={RENTAL_STATUSES.map((value) => ({
            value,
            label: intl.formatMessage(statusMessages[value]),
          }))}
          style={{ minWidth: 180, maxWidth: '100%' }}
        />
      </Flex>
      {openId !== null && (
        <RentalPanel
          id={openId}
          onClose={() => update({ id: undefined, page: params.get('page') ?? undefined })}
        />
      )}
      <PagedTable<Rental>
        query={rentals}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => update({ page: String(next) })}
        errorTitle={<FormattedMessage {...m.loadError} />}
        empty={<FormattedMessage {...(isStatus(status) ? m.noMatch : m.empty)} />}
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
                onClick={() =>
                  update({ id: String(rental.id), page: params.get('page') ?? undefined })
                }
              >
                <FormattedMessage {...m.open} />
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
