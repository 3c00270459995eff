import { Button, Descriptions, Flex, List } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { RentalDetail } from '@/api/types';
import { confirmModal } from '@/components/feedback';
import { DetailsCard } from '@/components/DetailsCard';
import { WALLET_TRANSACTIONS_PATH } from '@/config/paths';
import { formatCoins } from '@/features/wallet';
import { notifyRefusal } from '@/components/RefusalAlert';
import { SectionTitle } from '@/components/SectionTitle';
import { useWrite } from '@/lib/write';
import { withQuery } from '@/utils/url';

import { endRental, openDispute } from '../api';
import { costAt } from '../cost';
import { formatDuration } from '../duration';
import { useRental, useStoreRental } from '../hooks';
import { ordersMessages as m, rentMessages } from '../messages';
import { AccessPanel } from './AccessPanel';
import { DisputeOpenButton, DisputeThread } from './DisputeSection';
import { StatusTag } from './StatusTag';

/** The clock, ticking each second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** One rental opened from `/my-orders` (`?id=`), read again on the `rentals` topic. */
export function RentalPanel({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <DetailsCard
      query={useRental(id)}
      onClose={onClose}
      errorTitle={<FormattedMessage {...m.rentalLoadError} />}
      title={(rental) => rental.app.name}
    >
      {(rental) => <RentalDetails rental={rental} />}
    </DetailsCard>
  );
}

function RentalDetails({ rental }: { rental: RentalDetail }) {
  const intl = useIntl();
  const end = useWrite(endRental, {
    invalidates: ['rentals', 'wallet'],
    onSuccess: useStoreRental(),
    onError: notifyRefusal,
  });
  const ongoing = rental.status === 'rental_ongoing';
  const now = useNow(ongoing);
  const renter = rental.role === 'renter';
  const coins = (amount: string) =>
    intl.formatMessage(rentMessages.coins, { amount: formatCoins(amount, intl.locale) });
  const cost = costAt(rental, now);

  const confirmEnd = () =>
    confirmModal({
      title: intl.formatMessage(m.endTitle),
      content: intl.formatMessage(m.endContent),
      okText: intl.formatMessage(m.end),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: () => end.run(rental.id),
    });

  const items = [
    {
      key: 'status',
      label: intl.formatMessage(m.status),
      children: <StatusTag status={rental.status} />,
    },
    ...(rental.reason_text
      ? [{ key: 'reason', label: intl.formatMessage(m.reason), children: rental.reason_text }]
      : []),
    {
      key: renter ? 'provider' : 'renter',
      label: intl.formatMessage(renter ? m.provider : m.renter),
      children: renter ? rental.provider_name : rental.renter_name,
    },
    {
      key: 'started',
      label: intl.formatMessage(m.started),
      children: rental.started_at
        ? intl.formatDate(rental.started_at, { dateStyle: 'medium', timeStyle: 'medium' })
        : intl.formatMessage(m.notStarted),
    },
    {
      key: 'price',
      label: intl.formatMessage(rentMessages.price),
      children: intl.formatMessage(rentMessages.pricePerHour, {
        amount: formatCoins(rental.price_per_hour, intl.locale),
      }),
    },
    ...(renter
      ? [
          // What the wallet and the charges below show: billed period by period.
          {
            key: 'charged',
            label: intl.formatMessage(m.charged),
            children: <span data-testid="rental-charged">{coins(rental.cost)}</span>,
          },
          ...(ongoing
            ? [
                {
                  key: 'cost',
                  label: intl.formatMessage(m.cost),
                  children: (
                    <span data-testid="rental-cost">
                      {intl.formatMessage(m.about, {
                        amount: formatCoins(cost.amount, intl.locale),
                      })}
                    </span>
                  ),
                },
              ]
            : []),
        ]
      : [
          {
            key: 'income',
            label: intl.formatMessage(m.income),
            children: coins(rental.income ?? '0.00'),
          },
        ]),
    ...(renter && ongoing && rental.runway_seconds !== null
      ? [
          {
            key: 'runway',
            label: intl.formatMessage(m.runway),
            children: formatDuration(intl, rental.runway_seconds),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={1} items={items} />
      <Link to={withQuery(WALLET_TRANSACTIONS_PATH, { reference: `rental:${rental.id}` })}>
        <FormattedMessage {...m.movements} />
      </Link>
      {renter && ongoing && <AccessPanel rentalId={rental.id} />}
      <div>
        <SectionTitle look={5}>
          <FormattedMessage {...m.charges} />
        </SectionTitle>
        <List
          size="small"
          dataSource={rental.charges}
          locale={{ emptyText: intl.formatMessage(m.noCharges) }}
          renderItem={(charge) => (
            <List.Item>
              <Flex
                justify="space-between"
                wrap
                gap={8}
                style={{ width: '100%' }}
                data-testid={`rental-charge-${charge.period}`}
              >
                <span>{intl.formatMessage(m.period, { number: charge.period + 1 })}</span>
                <span>{formatDuration(intl, charge.seconds)}</span>
                <span>{coins(renter ? charge.amount : charge.income)}</span>
                {charge.refunded && <FormattedMessage {...m.refunded} />}
              </Flex>
            </List.Item>
          )}
        />
      </div>
      {rental.dispute && <DisputeThread dispute={rental.dispute} />}
      {rental.can_dispute && <DisputeOpenButton submit={(body) => openDispute(rental.id, body)} />}
      {renter && ongoing && (
        <div>
          <Button danger onClick={confirmEnd}>
            <FormattedMessage {...m.end} />
          </Button>
        </div>
      )}
    </Flex>
  );
}
