import { EnvironmentOutlined } from '@ant-design/icons';
import { Flex, Tag } from 'antd';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router';

import type { Listing, ListingReliability } from '@/api/types';
import { Hint } from '@/components/Hint';
import { Panel } from '@/components/Panel';
import { Text } from '@/components/Text';
import { Resources, TierTag } from '@/features/devices';
import { AppIcon, DisplayTypeTag } from '@/features/store';
import { formatCoins } from '@/features/wallet';

import { marketMessages as m } from '../messages';
import { listFrom, marketDetailsPath } from '../paths';
import { useMarketVariant } from '../variant';

/** The compact variant's links are touch targets (44 px tall). */
export const TOUCH_LINK = { fontWeight: 600, display: 'inline-block', padding: '11px 0' } as const;

export function percent(intl: IntlShape, share: number): string {
  return intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });
}

/** The listing's icon: its app's, or initials coloured by the store app. */
export function ListingIcon({ listing, size }: { listing: Listing; size?: number }) {
  return (
    <AppIcon
      app={{ name: listing.name, slug: `app-${listing.app_id}`, icon: listing.icon }}
      size={size}
    />
  );
}

/** The app's type and labels, and the device's tier. */
export function ListingTags({ listing }: { listing: Listing }) {
  return (
    <Flex gap={4} wrap align="center">
      <DisplayTypeTag type={listing.display_type} />
      <TierTag tier={listing.tier} />
      {listing.busy && (
        <Tag color="warning">
          <FormattedMessage {...m.busy} />
        </Tag>
      )}
      {listing.labels.map((label) => (
        <Tag key={label.slug}>{label.name}</Tag>
      ))}
    </Flex>
  );
}

/** 7-day uptime, with the 1- and 30-day figures in a tooltip (focusable). */
function Uptime({ reliability }: { reliability: ListingReliability | null }) {
  const intl = useIntl();
  if (!reliability) {
    return <Text type="secondary">{intl.formatMessage(m.noReliability)}</Text>;
  }
  const details = intl.formatMessage(m.uptimeDetails, {
    day: percent(intl, reliability.uptime_1d),
    week: percent(intl, reliability.uptime_7d),
    month: percent(intl, reliability.uptime_30d),
  });
  return (
    <Hint text={details}>
      {intl.formatMessage(m.uptime, { percent: percent(intl, reliability.uptime_7d) })}
    </Hint>
  );
}

interface ListingCardProps {
  listing: Listing;
  /** Where its name leads: the market's details page (of the variant) by default. */
  to?: string;
}

/** A listing in a list: the app, its resources, price, provider, reliability and distance. */
export function ListingCard({ listing, to }: ListingCardProps) {
  const intl = useIntl();
  const { details, compact } = useMarketVariant();
  const { pathname, search } = useLocation();
  return (
    <Panel size="small" style={{ height: '100%' }} data-testid={`listing-${listing.id}`}>
      <Flex vertical gap={8}>
        <Flex gap={12} align="flex-start">
          <ListingIcon listing={listing} />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Link
              to={to ?? marketDetailsPath(listing.id, details)}
              state={listFrom(pathname + search)}
              style={compact ? TOUCH_LINK : { fontWeight: 600 }}
            >
              {listing.name}
            </Link>
            <ListingTags listing={listing} />
          </Flex>
        </Flex>
        <Resources spec={listing} />
        <Text strong>
          {intl.formatMessage(m.pricePerHour, {
            amount: formatCoins(listing.price_per_hour, intl.locale),
          })}
        </Text>
        <Flex gap="4px 12px" wrap>
          <Text type="secondary">
            {intl.formatMessage(m.provider, { name: listing.provider_name })}
          </Text>
          <Uptime reliability={listing.reliability} />
          {listing.region && (
            <Text type="secondary">
              <EnvironmentOutlined aria-hidden /> {listing.region}
            </Text>
          )}
          {listing.distance_km !== null && (
            <span>{intl.formatMessage(m.distance, { km: listing.distance_km })}</span>
          )}
        </Flex>
      </Flex>
    </Panel>
  );
}
