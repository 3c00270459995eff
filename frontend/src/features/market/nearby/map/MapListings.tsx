import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { Listing } from '@/api/types';
import { formatCoins } from '@/features/wallet';

import { marketMessages } from '../../messages';
import { nearbyDetailsPath } from '../../paths';
import { nearbyMapMessages as m } from '../messages';

/** "3 km away · 12.50 coins / hour". */
function ListingFacts({ listing }: { listing: Listing }) {
  const intl = useIntl();
  const facts = [
    listing.distance_km !== null &&
      intl.formatMessage(marketMessages.distance, { km: listing.distance_km }),
    intl.formatMessage(marketMessages.pricePerHour, {
      amount: formatCoins(listing.price_per_hour, intl.locale),
    }),
  ].filter(Boolean);
  return <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>;
}

/** The listing clicked on the map: its name, distance, price and the way to its page. */
export function SelectedListing({
  listing,
  near,
  onClose,
}: {
  listing: Listing;
  near: string | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Card size="small" aria-live="polite" data-testid="map-selected">
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text strong>{listing.name}</Typography.Text>
          <ListingFacts listing={listing} />
          <Link to={nearbyDetailsPath(listing.id, near)}>{intl.formatMessage(m.details)}</Link>
        </Flex>
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={intl.formatMessage(m.close)}
          onClick={onClose}
        />
      </Flex>
    </Card>
  );
}

/** The map's listings as a list, nearest first: what keyboard and screen-reader users read. */
export function MapListingList({
  listings,
  near,
}: {
  listings: readonly Listing[];
  near: string | undefined;
}) {
  return (
    <ol style={{ margin: 0, paddingInlineStart: 24 }}>
      {listings.map((listing) => (
        <li key={listing.id} style={{ marginBottom: 8 }} data-testid={`map-listing-${listing.id}`}>
          <Flex vertical>
            <Link to={nearbyDetailsPath(listing.id, near)} style={{ fontWeight: 600 }}>
              {listing.name}
            </Link>
            <ListingFacts listing={listing} />
          </Flex>
        </li>
      ))}
    </ol>
  );
}
