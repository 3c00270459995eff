import { Flex } from 'antd';

import {
  LazyListingFilterBar,
  ListingLabelSelect,
  ListingResults,
  MarketVariantProvider,
  filterCount,
  useMarketQuery,
} from '@/features/market';

import { FilterSheet } from '../components/FilterSheet';
import { MOBILE_MARKET } from '../variant';

/** /m/market/more: every listing, the label and the filters in the sheet, 12 a page. */
export default function MobileMoreListingsPage() {
  const { filters, page, update } = useMarketQuery();
  return (
    <MarketVariantProvider variant={MOBILE_MARKET}>
      <Flex style={{ marginBottom: 16 }}>
        <FilterSheet count={filterCount(filters) + (filters.label ? 1 : 0)}>
          <LazyListingFilterBar
            stacked
            filters={filters}
            update={update}
            before={<ListingLabelSelect block filters={filters} update={update} />}
          />
        </FilterSheet>
      </Flex>
      <ListingResults query={{ filters, q: '', page }} update={update} />
    </MarketVariantProvider>
  );
}
