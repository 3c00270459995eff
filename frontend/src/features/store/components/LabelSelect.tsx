import { Select } from 'antd';
import { useIntl } from 'react-intl';

import type { StoreLabel } from '@/api/types';

import { storeMessages as m } from '../messages';

interface LabelSelectProps {
  /** The front page's labels (undefined while they load). */
  labels: readonly StoreLabel[] | undefined;
  value: string | undefined;
  onChange: (slug: string | undefined) => void;
  /** Full width and large (touch-sized), as in the mobile set. */
  block?: boolean;
}

/** The "Category" filter of a list: the front page's labels, plus one only the URL knows. */
export function LabelSelect({ labels, value, onChange, block = false }: LabelSelectProps) {
  const intl = useIntl();
  const options = (labels ?? []).map(({ slug, name }) => ({ value: slug, label: name }));
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: value });
  }
  return (
    <Select<string>
      allowClear
      aria-label={intl.formatMessage(m.labelFilter)}
      placeholder={intl.formatMessage(m.labelFilter)}
      value={value}
      onChange={onChange}
      options={options}
      size={block ? 'large' : undefined}
      style={block ? { width: '100%' } : { minWidth: 160 }}
    />
  );
}
