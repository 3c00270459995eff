import { Checkbox, Flex, Select } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { ListingSort, ListingTier } from '@/api/types';
import { UrlSearch } from '@/components/UrlSearch';
import type { QueryChanges } from '@/lib/urlQuery';
import { DEVICE_TIERS, tierLabel } from '@/features/devices';

import type { ListingFilters } from '../api';
import { DEFAULT_SORT, GPU_COUNT_CHOICES, SORTS, VRAM_CHOICES_GB } from '../filters';
import { marketMessages as m, sortMessages } from '../messages';
import { DistanceSelect } from './DistanceSelect';
import { PriceFilter } from './PriceFilter';

const GIB = 1024 ** 3;
const SELECT = { minWidth: 160 } as const;
const STACKED = { width: '100%' } as const;

interface ListingFilterBarProps {
  filters: ListingFilters;
  update: (changes: QueryChanges) => void;
  /** Controls placed first (the label select of /market/more). */
  before?: ReactNode;
  /** One full-width, large control a line (the mobile set's filter sheet). */
  stacked?: boolean;
  /** The order the page shows when the URL names none (`distance` nearby). */
  defaultSort?: ListingSort;
}

/** GPU model, minimum VRAM, GPU count, tier, price range, distance (with a point) and sort. */
export function ListingFilterBar({
  filters,
  update,
  before,
  stacked = false,
  defaultSort = DEFAULT_SORT,
}: ListingFilterBarProps) {
  const intl = useIntl();
  const size = stacked ? 'large' : undefined;
  const style = stacked ? STACKED : SELECT;
  const located = filters.near !== undefined;
  return (
    <Flex gap={8} wrap vertical={stacked} style={{ marginBottom: 16 }}>
      {before}
      <UrlSearch
        value={filters.gpu ?? ''}
        placeholder={intl.formatMessage(m.gpuFilter)}
        onSearch={(value) => update({ gpu: value })}
        block={stacked}
      />
      <Select<number>
        allowClear
        aria-label={intl.formatMessage(m.vramFilter)}
        placeholder={intl.formatMessage(m.vramFilter)}
        value={filters.min_vram_bytes && filters.min_vram_bytes / GIB}
        onChange={(value) => update({ vram: value?.toString() })}
        options={VRAM_CHOICES_GB.map((size) => ({
          value: size,
          label: intl.formatMessage(m.vramOption, { size }),
        }))}
        size={size}
        style={style}
      />
      <Select<number>
        allowClear
        aria-label={intl.formatMessage(m.gpuCountFilter)}
        placeholder={intl.formatMessage(m.gpuCountFilter)}
        value={filters.min_gpus}
        onChange={(value) => update({ gpus: value?.toString() })}
        options={GPU_COUNT_CHOICES.map((count) => ({
          value: count,
          label: intl.formatMessage(m.gpuCountOption, { count }),
        }))}
        size={size}
        style={style}
      />
      <Select<ListingTier>
        allowClear
        aria-label={intl.formatMessage(m.tierFilter)}
        placeholder={intl.formatMessage(m.tierFilter)}
        value={filters.tier}
        onChange={(value) => update({ tier: value })}
        options={DEVICE_TIERS.map((tier) => ({ value: tier, label: tierLabel(intl, tier) }))}
        size={size}
        style={style}
      />
      <PriceFilter
        value={filters.min_price}
        label={intl.formatMessage(m.minPriceFilter)}
        onCommit={(value) => update({ min_price: value })}
        size={size}
        style={style}
      />
      <PriceFilter
        value={filters.max_price}
        label={intl.formatMessage(m.priceFilter)}
        onCommit={(value) => update({ max_price: value })}
        size={size}
        style={style}
      />
      {located && (
        <DistanceSelect
          allowClear
          value={filters.max_km}
          onChange={(value) => update({ max_km: value?.toString() })}
          block={stacked}
        />
      )}
      <Select<ListingSort>
        aria-label={intl.formatMessage(m.sort)}
        value={filters.sort ?? defaultSort}
        onChange={(value) => update({ sort: value === defaultSort ? undefined : value })}
        options={SORTS.filter((sort) => located || sort !== 'distance').map((sort) => ({
          value: sort,
          label: intl.formatMessage(sortMessages[sort]),
        }))}
        size={size}
        style={style}
      />
      <Checkbox
        checked={filters.available}
        onChange={(event) => update({ busy: event.target.checked ? undefined : '1' })}
        style={stacked ? undefined : { alignSelf: 'center' }}
      >
        <FormattedMessage {...m.availableOnly} />
      </Checkbox>
    </Flex>
  );
}
