import { Flex, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { PageHeader } from '@/components/PageHeader';
import { UrlSearch } from '@/components/UrlSearch';
import { withQuery } from '@/utils/url';
import { SectionTitle } from '@/components/SectionTitle';
import { StoreFrame } from '@/features/store';

import { ListingFilterBar } from '../components/ListingFilterBar';
import { ListingGroups } from '../components/ListingGroups';
import { ListingResults } from '../components/ListingResults';
import { isFiltered, useMarketQuery } from '../filters';
import { marketMessages as m } from '../messages';
import { MARKET_MORE_PATH } from '../paths';

/**
 * /market: search, filters and sort (all in the URL, a search narrowed by the filters), and the
 * listings grouped by label; a search or a filter shows the matching listings instead of the
 * groups (the groups are not filtered).
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
    <StoreFrame>
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
      <ListingFilterBar filters={filters} update={update} />
      {searching && (
        <SectionTitle look={4}>{intl.formatMessage(m.searchResults, { q })}</SectionTitle>
      )}
      {body}
    </StoreFrame>
  );
}
