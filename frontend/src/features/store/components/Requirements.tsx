import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';

import type { StoreApp } from '@/api/types';
import { formatSize } from '@/utils/format';

import { storeMessages as m } from '../messages';

type Minimums = Pick<
  StoreApp,
  'min_cpu_cores' | 'min_memory_bytes' | 'min_disk_bytes' | 'min_gpu_vram_bytes'
>;

/** An app's minimum CPU, memory, disk and GPU memory, one per row. */
export function Requirements({ app }: { app: Minimums }) {
  const intl = useIntl();
  const rows = [
    { key: 'cpu', label: m.cpu, value: intl.formatMessage(m.cores, { count: app.min_cpu_cores }) },
    { key: 'memory', label: m.memory, value: formatSize(app.min_memory_bytes) },
    { key: 'disk', label: m.disk, value: formatSize(app.min_disk_bytes) },
    {
      key: 'gpu',
      label: m.gpu,
      value:
        app.min_gpu_vram_bytes > 0
          ? intl.formatMessage(m.vram, { size: formatSize(app.min_gpu_vram_bytes) })
          : intl.formatMessage(m.noGpu),
    },
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      items={rows.map(({ key, label, value }) => ({
        key,
        label: intl.formatMessage(label),
        children: value,
      }))}
    />
  );
}
