import { Flex, Tag } from 'antd';
import { useIntl } from 'react-intl';

import { Text } from '@/components/Text';
import { formatSize } from '@/utils/format';

import { devicesMessages as m } from '../messages';
import type { Gpu } from '../types';

export interface ResourceSpec {
  cpu_cores: number;
  memory_bytes: number;
  disk_bytes: number;
  gpus: Gpu[];
}

/** CPU cores, memory and disk on one line. */
export function ResourceLine({ spec }: { spec: ResourceSpec }) {
  const intl = useIntl();
  const items = [
    [intl.formatMessage(m.cpu), intl.formatMessage(m.cores, { count: spec.cpu_cores })],
    [intl.formatMessage(m.memory), formatSize(spec.memory_bytes)],
    [intl.formatMessage(m.disk), formatSize(spec.disk_bytes)],
  ] as const;
  return (
    <Flex wrap gap="4px 16px">
      {items.map(([label, value]) => (
        <span key={label}>
          <Text type="secondary">{label} </Text>
          <Text>{value}</Text>
        </span>
      ))}
    </Flex>
  );
}

/** One GPU: name, passthrough or vGPU, VRAM. */
export function GpuItem({ gpu }: { gpu: Gpu }) {
  const intl = useIntl();
  return (
    <Flex gap={4} wrap align="center">
      <Text>{gpu.name}</Text>
      <Tag color={gpu.passthrough ? 'cyan' : 'geekblue'}>
        {intl.formatMessage(gpu.passthrough ? m.passthrough : m.vgpu)}
      </Tag>
      <Text type="secondary">
        {intl.formatMessage(m.vram, { size: formatSize(gpu.vram_bytes) })}
      </Text>
    </Flex>
  );
}

export function GpuList({ gpus }: { gpus: Gpu[] }) {
  const intl = useIntl();
  if (gpus.length === 0) {
    return <Text type="secondary">{intl.formatMessage(m.noGpu)}</Text>;
  }
  return (
    <ul
      aria-label={intl.formatMessage(m.gpus)}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {gpus.map((gpu, index) => (
        <li key={index} style={{ padding: '2px 0' }}>
          <GpuItem gpu={gpu} />
        </li>
      ))}
    </ul>
  );
}

/** Resources with their GPUs. */
export function Resources({ spec }: { spec: ResourceSpec }) {
  return (
    <Flex vertical gap={4}>
      <ResourceLine spec={spec} />
      <GpuList gpus={spec.gpus} />
    </Flex>
  );
}
