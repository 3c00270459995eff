import { Select } from 'antd';
import { useIntl } from 'react-intl';

import { DISTANCE_CHOICES_KM } from '../filters';
import { marketMessages as m } from '../messages';

interface DistanceSelectProps {
  /** Optional as a form control (the form item passes them). */
  value?: number;
  onChange?: (km: number | undefined) => void;
  /** The market's filter can be cleared; the nearby pages always keep a range. */
  allowClear?: boolean;
  /** Full width and large (touch-sized), as in the mobile set. */
  block?: boolean;
}

/** "Within N km" (`max_km`), from `DISTANCE_CHOICES_KM`. */
export function DistanceSelect({
  value,
  onChange,
  allowClear = false,
  block = false,
}: DistanceSelectProps) {
  const intl = useIntl();
  return (
    <Select<number>
      allowClear={allowClear}
      aria-label={intl.formatMessage(m.distanceFilter)}
      placeholder={intl.formatMessage(m.distanceFilter)}
      value={value}
      onChange={onChange}
      options={DISTANCE_CHOICES_KM.map((km) => ({
        value: km,
        label: intl.formatMessage(m.distanceOption, { km }),
      }))}
      size={block ? 'large' : undefined}
      style={block ? { width: '100%' } : { minWidth: 160 }}
    />
  );
}
