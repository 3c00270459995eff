import { Empty, Flex, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { QueryBoundary } from '@/components/QueryBoundary';
import { PageHeader } from '@/components/PageHeader';
import { UrlSearch } from '@/components/UrlSearch';
import { CardSkeletons, LabelSection } from '@/features/store';
import { withQuery } from '@/utils/url';

import { ListingCard } from '../components/ListingCard';
import { ListingFilterBar } from '../components/ListingFilterBar';
import { ListingResults } from '../components/ListingResults';
import { MarketFrame } from '../components/MarketFrame';
import { isFiltered, useMarketQuery } from '../filters';
import { useListingGroups } from '../hooks';
import { marketMessages as m } from '../messages';
import { MARKET_MORE_PATH } from '../paths';

/** One section per label with its newest listings and a link to all of them. */
function ListingGroups({ near }: { near: string | undefined }) {
  const intl = useIntl();
  const groups = useListingGroups(near);
  return (
    <QueryBoundary
      query={groups}
      loading={<CardSkeletons />}
      errorTitle={<FormattedMessage {...m.loadError} />}
      isEmpty={(data) => data.length === 0}
      empty={<Empty description={intl.formatMessage(m.empty)} />}
    >
      {(data) =>
        data.map(({ label, listings }) => (
          <LabelSection
            key={label.slug}
            label={label}
            moreTo={withQuery(MARKET_MORE_PATH, { label: label.slug, near })}
            items={listings}
            itemKey={(listing) => listing.id}
            renderItem={(listing) => <ListingCard listing={listing} />}
          />
        ))
      }
    </QueryBoundary>
  );
}

/**
 * /market: search, filters and sort (all in the URL), and the listings grouped by label; a
 * search shows its results instead of the groups, and so do filters (the groups are not
 * filtered).
 */
export default function MarketPage() {
  const intl = useIntl();
  const query = useMarketQuery();
  const { filters, q, update } = query;
  const searching = q !== '';

  let body;
  if (searching || isFiltered(filters)) body = <ListingResults query={query} update={update} />;
  else body = <ListingGroups near={filters.near} />;

  return (
    <MarketFrame>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <div>
          <PageHeader style={{ marginBottom: 4 }}>
            <FormattedMessage {...m.pageTitle} />
          </PageHeader>
          <Typography.Text type="secondary">
            <FormattedMessage {...m.subtitle} />
          </Typography.Text>
        </div>
        <Flex gap={16} align="center" wrap>
          <UrlSearch
            value={q}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            onSearch={(value) => update({ q: value })}
          />
          <Link to={withQuery(MARKET_MORE_PATH, { near: filters.near })}>
            <FormattedMessage {...m.allListings} />
          </Link>
        </Flex>
      </Flex>
      {searching ? (
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {intl.formatMessage(m.searchResults, { q })}
        </Typography.Title>
      ) : (
        <ListingFilterBar filters={filters} update={update} />
      )}
      {body}
    </MarketFrame>
  );
}
