import { Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { PageHeader } from '@/components/PageHeader';

import { ListingFilterBar } from '../components/ListingFilterBar';
import { ListingResults } from '../components/ListingResults';
import { MarketFrame } from '../components/MarketFrame';
import { useMarketQuery } from '../filters';
import { useListingGroups } from '../hooks';
import { marketMessages as m } from '../messages';

/** /market/more: every listing, filtered by label and the filter bar, sorted, 12 a page. */
export default function MoreListingsPage() {
  const intl = useIntl();
  const { filters, page, update } = useMarketQuery();
  const groups = useListingGroups(filters.near);

  // The label select offers the front page's labels, plus one only the URL knows.
  const labelOptions = (groups.data ?? []).map(({ label: { slug, name } }) => ({
    value: slug,
    label: name,
  }));
  const { label } = filters;
  if (label && !labelOptions.some((option) => option.value === label)) {
    labelOptions.push({ value: label, label });
  }

  return (
    <MarketFrame>
      <PageHeader>
        <FormattedMessage {...m.morePageTitle} />
      </PageHeader>
      <ListingFilterBar
        filters={filters}
        update={update}
        before={
          <Select<string>
            allowClear
            aria-label={intl.formatMessage(m.labelFilter)}
            placeholder={intl.formatMessage(m.labelFilter)}
            value={label}
            onChange={(value) => update({ label: value })}
            options={labelOptions}
            style={{ minWidth: 160 }}
          />
        }
      />
      <ListingResults query={{ filters, q: '', page }} update={update} />
    </MarketFrame>
  );
}
