import { Select } from 'antd';
import { useIntl } from 'react-intl';

import type { ListSort } from '@/api/types';
import { DEFAULT_SORT, LIST_SORTS } from '@/lib/listQuery';

import { componentMessages as m } from './messages';

const LABELS = { newest: m.sortNewest, oldest: m.sortOldest, name: m.sortName } as const;
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
      options={LIST_SORTS.map((sort) => ({ value: sort, label: intl.formatMessage(LABELS[sort]) }))}
      style={{ minWidth: 150 }}
    />
  );
}
