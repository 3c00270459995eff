import { FormattedMessage } from 'react-intl';

import { PageHeader } from '@/components/PageHeader';
import { StoreFrame } from '@/features/store';

import { ListingFilterBar } from '../components/ListingFilterBar';
import { ListingLabelSelect } from '../components/ListingLabelSelect';
import { ListingResults } from '../components/ListingResults';
import { useMarketQuery } from '../filters';
import { marketMessages as m } from '../messages';

/** /market/more: every listing, filtered by label and the filter bar, sorted, 12 a page. */
export default function MoreListingsPage() {
  const { filters, page, update } = useMarketQuery();

  return (
    <StoreFrame>
      <PageHeader>
        <FormattedMessage {...m.morePageTitle} />
      </PageHeader>
      <ListingFilterBar
        filters={filters}
        update={update}
        before={<ListingLabelSelect filters={filters} update={update} />}
      />
      <ListingResults query={{ filters, q: '', page }} update={update} />
    </StoreFrame>
  );
}
