import { Alert, Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useSession } from '@/api/session';
import { formatCoins } from '@/features/wallet';

import { useRentalEarnings } from '../hooks';
import { earningsMessages as m, ordersMessages, rentMessages } from '../messages';
import { myOrderPath } from '@/config/paths';
import { StatusTag } from './StatusTag';

interface Props {
  installedAppId: number;
  /** Offered for rent (not dedicated): the card shows even before a first rental. */
  shared: boolean;
}

/** On the provider's installed-app page: who rents the app now, since when, and what it earned. */
export function AppRentalCard({ installedAppId, shared }: Props) {
  const session = useSession();
  return session?.userType === 'user' ? (
    <EarningsCard installedAppId={installedAppId} shared={shared} />
  ) : null;
}

function EarningsCard({ installedAppId, shared }: Props) {
  const intl = useIntl();
  const query = useRentalEarnings(installedAppId);
  const earnings = query.data;
  const title = intl.formatMessage(m.title);
  if (!earnings) {
    if (!shared) return null;
    return (
      <Card title={title} size="small">
        {query.error && !query.isFetching ? (
          <Alert
            type="warning"
            showIcon
            title={intl.formatMessage(m.loadError)}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {intl.formatMessage(ordersMessages.retry)}
              </Button>
            }
          />
        ) : (
          <div aria-busy="true">
            <Skeleton active paragraph={{ rows: 2 }} />
          </div>
        )}
      </Card>
    );
  }
  if (!shared && earnings.rentals === 0) return null;
  const current = earnings.current;
  const items = [
    {
      key: 'current',
      label: intl.formatMessage(m.current),
      children: current ? (
        <Flex gap={8} wrap align="center">
          <span>{current.renter_name}</span>
          <StatusTag status={current.status} />
        </Flex>
      ) : (
        intl.formatMessage(m.notRented)
      ),
    },
    ...(current?.started_at
      ? [
          {
            key: 'since',
            label: intl.formatMessage(m.since),
            children: intl.formatDate(current.started_at, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          },
        ]
      : []),
    {
      key: 'income',
      label: intl.formatMessage(m.income),
      children: (
        <span data-testid="app-rental-income">
          {intl.formatMessage(rentMessages.coins, {
            amount: formatCoins(earnings.income, intl.locale),
          })}
        </span>
      ),
    },
    { key: 'count', label: intl.formatMessage(m.count), children: earnings.rentals },
  ];
  return (
    <Card
      title={title}
      size="small"
      extra={
        current && (
          <Link to={myOrderPath(current.id, 'provider')}>{intl.formatMessage(m.open)}</Link>
        )
      }
    >
      <Descriptions size="small" column={1} items={items} />
    </Card>
  );
}
