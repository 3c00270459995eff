import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { ProgressBar } from '@/components/ProgressBar';
import { isNotFound } from '@/api/errors';
import type { Listing } from '@/api/types';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { useProfile } from '@/features/account';
import { Resources } from '@/features/devices';
import { RentAction } from '@/features/rentals';
import { formatCoins } from '@/features/wallet';
import { distanceKm, type LngLat } from '@/utils/geo';
import { parseIdParam } from '@/utils/url';
import { StoreFrame } from '@/features/store';
import { installedAppPath } from '@/config/paths';

import { useListing } from '../hooks';
import { marketMessages as m } from '../messages';
import { LISTING_ID_PARAM, listBack } from '../paths';
import { useMarketVariant } from '../variant';
import { ListingIcon, ListingTags, TOUCH_LINK, percent } from './ListingCard';

/** Two columns of cards where they fit, one on a phone. */
const CARDS = {
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
} as const;

/** Where "back" leads, from the page and from "no longer available". */
interface Back {
  to: string;
  label: MessageDescriptor;
}

interface ListingDetailsViewProps {
  back: Back;
  /** The person's point: the distance to the listing's area is shown. */
  near?: LngLat | null;
}

/**
 * A details page (`?id=`): one listing with its resources, price, reliability and area, read
 * again while shown; "no longer available" once it is gone.
 */
export function ListingDetailsView({ back: home, near = null }: ListingDetailsViewProps) {
  const { compact } = useMarketVariant();
  // Back to the list as it was left: its search, filters, sort and page.
  const back = { ...home, to: listBack(useLocation().state, home.to) };
  const [params] = useSearchParams();
  const id = parseIdParam(params.get(LISTING_ID_PARAM));
  const query = useListing(id);
  const listing = query.data;

  let body;
  // A listing that went away while shown (a poll's 404) is gone too.
  if (id === null || isNotFound(query.error)) body = <Gone back={back} />;
  else if (listing) body = <ListingDetails listing={listing} near={near} />;
  else if (query.error && !query.isFetching) {
    body = (
      <LoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title={<FormattedMessage {...m.loadError} />}
      />
    );
  } else {
    body = (
      <Card aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const page = (
    <>
      <div style={{ marginBottom: compact ? 0 : 16 }}>
        <Link to={back.to} style={compact ? TOUCH_LINK : undefined}>
          <FormattedMessage {...back.label} />
        </Link>
      </div>
      {body}
    </>
  );
  // The mobile set's shell is the frame there.
  return compact ? page : <StoreFrame>{page}</StoreFrame>;
}

/** The page's `h1`, or a heading below the compact variant's title bar (which is the `h1`). */
function Heading({ children }: { children: ReactNode }) {
  const { compact } = useMarketVariant();
  if (compact) {
    return (
      <Typography.Title level={2} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
    );
  }
  return <PageHeader style={{ margin: 0 }}>{children}</PageHeader>;
}

/** An unlisted, hidden or unknown listing. */
function Gone({ back }: { back: Back }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={
        <Heading>
          <FormattedMessage {...m.goneTitle} />
        </Heading>
      }
      subTitle={<FormattedMessage {...m.goneText} />}
      extra={
        <Button type="primary" onClick={() => navigate(back.to)}>
          <FormattedMessage {...back.label} />
        </Button>
      }
    />
  );
}

function Reliability({ listing }: { listing: Listing }) {
  const intl = useIntl();
  const { reliability } = listing;
  if (!reliability) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage {...m.noReliabilityYet} />
      </Typography.Text>
    );
  }
  const bars = [
    [m.uptimeDay, reliability.uptime_1d],
    [m.uptimeWeek, reliability.uptime_7d],
    [m.uptimeMonth, reliability.uptime_30d],
  ] as const;
  return (
    <Flex vertical gap={8}>
      {bars.map(([label, share]) => {
        const name = intl.formatMessage(label);
        return (
          <div key={label.id}>
            <Typography.Text type="secondary">{name}</Typography.Text>
            <ProgressBar
              percent={Math.round(share * 1000) / 10}
              format={() => percent(intl, share)}
              name={name}
            />
          </div>
        );
      })}
      <Typography.Text>
        {intl.formatMessage(m.failedRentals, { count: reliability.failed_rentals })}
      </Typography.Text>
    </Flex>
  );
}

interface ListingProps {
  listing: Listing;
  near: LngLat | null;
}

function Location({ listing, near }: ListingProps) {
  const intl = useIntl();
  const { location } = listing;
  if (!location) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage {...m.noLocation} />
      </Typography.Text>
    );
  }
  // The details call takes no point: the distance from the stored point, as the lists compute it.
  const km = near ? distanceKm(near, [location.lng, location.lat]) : listing.distance_km;
  return (
    <Flex vertical gap={4}>
      <Typography.Text>
        {intl.formatMessage(m.region, { region: listing.region ?? '' })}
      </Typography.Text>
      {km !== null && <Typography.Text>{intl.formatMessage(m.distance, { km })}</Typography.Text>}
      <Typography.Text type="secondary">
        <FormattedMessage {...m.locationRounded} />
      </Typography.Text>
    </Flex>
  );
}

/** "Rent", or for the provider their own listing, with the way to the app it lists. */
function OwnOrRent({ listing }: { listing: Listing }) {
  const profile = useProfile().data;
  if (profile?.name !== listing.provider_name) return <RentAction listing={listing} />;
  return (
    <Alert
      type="info"
      showIcon
      title={<FormattedMessage {...m.yourListing} />}
      description={
        <Link to={installedAppPath(listing.installed_app_id)}>
          <FormattedMessage {...m.manageYourListing} />
        </Link>
      }
    />
  );
}

function ListingDetails({ listing, near }: ListingProps) {
  const intl = useIntl();
  return (
    <Flex vertical gap={24}>
      <Flex gap={16} align="center" wrap>
        <ListingIcon listing={listing} size={72} />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Heading>{listing.name}</Heading>
          <ListingTags listing={listing} />
        </Flex>
      </Flex>
      {listing.summary && (
        <Typography.Paragraph style={{ fontSize: 16, margin: 0 }}>
          {listing.summary}
        </Typography.Paragraph>
      )}
      <div style={CARDS}>
        <Card title={<FormattedMessage {...m.price} />}>
          <Flex vertical gap={4}>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {intl.formatMessage(m.pricePerHour, {
                amount: formatCoins(listing.price_per_hour, intl.locale),
              })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.provider, { name: listing.provider_name })}
            </Typography.Text>
            <div style={{ marginTop: 12 }}>
              <OwnOrRent listing={listing} />
            </div>
          </Flex>
        </Card>
        <Card title={<FormattedMessage {...m.resources} />}>
          <Resources spec={listing} />
        </Card>
        <Card title={<FormattedMessage {...m.reliability} />}>
          <Reliability listing={listing} />
        </Card>
        <Card title={<FormattedMessage {...m.location} />}>
          <Location listing={listing} near={near} />
        </Card>
      </div>
    </Flex>
  );
}
