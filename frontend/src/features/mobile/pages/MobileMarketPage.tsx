import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { Text } from '@/components/Text';
import { UrlSearch } from '@/components/UrlSearch';
import {
  LazyListingFilterBar,
  ListingGroups,
  LazyListingResults,
  MarketVariantProvider,
  filterCount,
  marketMessages,
  useMarketQuery,
} from '@/features/market';
import { withQuery } from '@/utils/url';

import { FilterSheet } from '../components/FilterSheet';
import { MOBILE_MARKET_MORE_PATH } from '../paths';
import { MOBILE_MARKET } from '../variant';

/**
 * /m/market: /market at 375 px: the search, the filter sheet (which narrows a search too)
 * and the listings grouped by label; a search or a filter shows the matching listings instead.
 */
export default function MobileMarketPage() {
  const intl = useIntl();
  const query = useMarketQuery();
  const { filters, q, update } = query;
  const count = filterCount(filters);
  return (
    <MarketVariantProvider variant={MOBILE_MARKET}>
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        <UrlSearch
          block
          value={q}
          placeholder={intl.formatMessage(marketMessages.searchPlaceholder)}
          onSearch={(value) => update({ q: value })}
        />
        <Flex justify="space-between" align="center" gap={8}>
          <FilterSheet count={count}>
            <LazyListingFilterBar stacked filters={filters} update={update} />
          </FilterSheet>
          <Link
            to={withQuery(MOBILE_MARKET_MORE_PATH, { near: filters.near })}
            style={{ padding: '11px 0' }}
          >
            {intl.formatMessage(marketMessages.allListings)}
          </Link>
        </Flex>
        {q !== '' && <Text strong>{intl.formatMessage(marketMessages.searchResults, { q })}</Text>}
      </Flex>
      {q !== '' || count > 0 ? (
        <LazyListingResults query={query} update={update} />
      ) : (
        <ListingGroups near={filters.near} />
      )}
    </MarketVariantProvider>
  );
}
