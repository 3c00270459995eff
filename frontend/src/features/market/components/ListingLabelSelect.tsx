import type { QueryChanges } from '@/lib/urlQuery';
import { LabelSelect } from '@/features/store';

import type { ListingFilters } from '../api';
import { useListingGroups } from '../hooks';

interface ListingLabelSelectProps {
  filters: ListingFilters;
  update: (changes: QueryChanges) => void;
  block?: boolean;
}

/** The label filter of a full list: the front page's labels (with the same point). */
export function ListingLabelSelect({ filters, update, block }: ListingLabelSelectProps) {
  const groups = useListingGroups(filters.near);
  return (
    <LabelSelect
      labels={groups.data?.map((group) => group.label)}
      value={filters.label}
      onChange={(value) => update({ label: value })}
      block={block}
    />
  );
}
