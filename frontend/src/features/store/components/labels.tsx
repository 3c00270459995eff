import { Tag } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';

import type { StoreApp, StoreDisplayType } from '@/api/types';
import { formatSize } from '@/utils/format';

import { displayTypeMessages, storeMessages as m } from '../messages';

export { DISPLAY_TYPES, isDisplayType } from '../displayTypes';

export function displayTypeLabel(intl: IntlShape, type: StoreDisplayType): string {
  return intl.formatMessage(displayTypeMessages[type]);
}

export function DisplayTypeTag({ type }: { type: StoreDisplayType }) {
  const intl = useIntl();
  return <Tag color="blue">{displayTypeLabel(intl, type)}</Tag>;
}

type Minimums = Pick<StoreApp, 'min_cpu_cores' | 'min_memory_bytes' | 'min_gpu_vram_bytes'>;

/** "4 cores", "8.00 GB" and, with a GPU, "12.00 GB VRAM". */
export function compactResources(intl: IntlShape, app: Minimums): string[] {
  const parts = [
    intl.formatMessage(m.cores, { count: app.min_cpu_cores }),
    formatSize(app.min_memory_bytes),
  ];
  if (app.min_gpu_vram_bytes > 0) {
    parts.push(intl.formatMessage(m.vram, { size: formatSize(app.min_gpu_vram_bytes) }));
  }
  return parts;
}
