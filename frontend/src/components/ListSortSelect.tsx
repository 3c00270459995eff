import { Select } from 'antd';
import { useIntl } from 'react-intl';

import type { ListSort } from '@/api/types';

import { componentMessages as m } from './messages';

const LABELS = { newest: m.sortNewest, oldest: m.sortOldest, name: m.sortName } as const;
const SORTS = Object.keys(LABELS) as ListSort[];

/** The default order of the person's lists, left out of their URL. */
const DEFAULT_SORT: ListSort = 'newest';

/** A list's `?sort=`; undefined (the server's default, newest first) when missing or unknown. */
export function sortParam(value: string | null): ListSort | undefined {
  return SORTS.find((sort) => sort === value);
}

/** `sort` as a list's `?sort=` value: the default is left out. */
export function sortQueryValue(sort: ListSort): string | undefined {
  return sort === DEFAULT_SORT ? undefined : sort;
}

/** How a person's own list is ordered (installed apps, devices, friends): newest, oldest, by name. */
export function ListSortSelect({
  value,
  onChange,
}: {
  /** Undefined: the default order. */
  value: ListSort | undefined;
  onChange: (value: ListSort) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(m.sort);
  return (
    <Select<ListSort>
      aria-label={label}
      value={value ?? DEFAULT_SORT}
      onChange={onChange}
      options={SORTS.map((sort) => ({ value: sort, label: intl.formatMessage(LABELS[sort]) }))}
      style={{ minWidth: 150 }}
    />
  );
}
