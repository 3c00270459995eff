import { FormattedMessage } from 'react-intl';

import { PageHeader } from '@/components/PageHeader';
import { LabelSelect } from '@/features/store';

import { ListingFilterBar } from '../components/ListingFilterBar';
import { ListingResults } from '../components/ListingResults';
import { MarketFrame } from '../components/MarketFrame';
import { useMarketQuery } from '../filters';
import { useListingGroups } from '../hooks';
import { marketMessages as m } from '../messages';

/** /market/more: every listing, filtered by label and the filter bar, sorted, 12 a page. */
export default function MoreListingsPage() {
  const { filters, page, update } = useMarketQuery();
  const groups = useListingGroups(filters.near);

  return (
    <MarketFrame>
      <PageHeader>
        <FormattedMessage {...m.morePageTitle} />
      </PageHeader>
      <ListingFilterBar
        filters={filters}
        update={update}
        before={
          <LabelSelect
            labels={groups.data?.map((group) => group.label)}
            value={filters.label}
            onChange={(value) => update({ label: value })}
          />
        }
      />
      <ListingResults query={{ filters, q: '', page }} update={update} />
    </MarketFrame>
  );
}
