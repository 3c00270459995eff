import { Button, Flex, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { DemandDetail } from '@/api/types';
import { CardGrid } from '@/components/CardGrid';
import { DetailsCard } from '@/components/DetailsCard';
import { Resources } from '@/features/devices';
import { ListingCard } from '@/features/market';
import { formatCoins } from '@/features/wallet';
import { SectionTitle } from '@/components/SectionTitle';

import { useDemand } from '../hooks';
import { demandMessages as m, ordersMessages } from '../messages';
import { orderPath } from '../paths';
import { DecideButtons, MoveRefusal, useMoves } from './moves';
import { Requirements } from './Requirements';
import { DemandStatusTag, OrderStatusTag } from './StatusTags';
import { TakeDialog } from './TakeDialog';

/** One demand opened on the board (`?id=`), read again on the `orders` topic. */
export function DemandPanel({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <DetailsCard
      query={useDemand(id)}
      onClose={onClose}
      errorTitle={<FormattedMessage {...m.loadError} />}
      title={(demand) => (
        <Space wrap>
          {demand.name}
          <DemandStatusTag status={demand.status} />
        </Space>
      )}
      data-testid="demand-panel"
    >
      {(demand) => <DemandDetails demand={demand} />}
    </DetailsCard>
  );
}

function DemandDetails({ demand }: { demand: DemandDetail }) {
  const [taking, setTaking] = useState(false);
  const moves = useMoves();
  const open = demand.status === 'open';

  return (
    <Flex vertical gap={16}>
      <MoveRefusal moves={moves} />
      <Requirements demand={demand} />
      {open && (
        <div>
          {demand.mine ? (
            <Button danger onClick={() => moves.withdraw(demand)}>
              <FormattedMessage {...m.withdraw} />
            </Button>
          ) : (
            <>
              <Button type="primary" onClick={() => setTaking(true)}>
                <FormattedMessage {...m.takeIt} />
              </Button>
              <TakeDialog demand={demand} open={taking} onClose={() => setTaking(false)} />
            </>
          )}
        </div>
      )}
      <Offers demand={demand} moves={moves} />
      <MatchingListings demand={demand} />
    </Flex>
  );
}

/** The offers: every one with Accept / Decline for the owner, mine for anyone else. */
function Offers({ demand, moves }: { demand: DemandDetail; moves: ReturnType<typeof useMoves> }) {
  const intl = useIntl();
  return (
    <div>
      <SectionTitle look={5}>
        <FormattedMessage {...(demand.mine ? m.offers : m.myOffers)} />
      </SectionTitle>
      <List
        size="small"
        dataSource={demand.offers}
        locale={{ emptyText: intl.formatMessage(m.noOffers) }}
        renderItem={(order) => (
          <List.Item key={order.id} data-testid={`offer-${order.id}`}>
            <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }}>
              <Flex wrap gap={8} align="center">
                <Link to={orderPath(order.id)}>
                  {intl.formatMessage(m.offerBy, { name: order.provider_name })}
                </Link>
                <OrderStatusTag status={order.status} />
                <Typography.Text>
                  {intl.formatMessage(ordersMessages.pricePerHour, {
                    amount: formatCoins(order.price_per_hour, intl.locale),
                  })}
                </Typography.Text>
                {order.app && <Typography.Text type="secondary">{order.app.name}</Typography.Text>}
              </Flex>
              {order.offered && <Resources spec={order.offered} />}
              {demand.mine && order.status === 'pending' && (
                <DecideButtons order={order} moves={moves} />
              )}
            </Flex>
          </List.Item>
        )}
      />
    </div>
  );
}

/** Market listings that already fit: "matching listings" beside the board. */
function MatchingListings({ demand }: { demand: DemandDetail }) {
  const intl = useIntl();
  return (
    <div>
      <SectionTitle look={5}>
        <FormattedMessage {...m.matching} />
      </SectionTitle>
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...m.matchingHelp} />
      </Typography.Paragraph>
      {demand.matching_listings.length === 0 ? (
        <Typography.Text type="secondary">{intl.formatMessage(m.noMatching)}</Typography.Text>
      ) : (
        <CardGrid>
          {demand.matching_listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </CardGrid>
      )}
    </div>
  );
}
