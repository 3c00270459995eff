import { Flex, Typography } from 'antd';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';

import { ProgressBar } from '@/components/ProgressBar';

import { devicesMessages as m } from '../messages';
import type { DeviceUsage } from '../types';

export const USAGE_METRICS: readonly { key: keyof DeviceUsage; label: MessageDescriptor }[] = [
  { key: 'cpu', label: m.usageCpu },
  { key: 'memory', label: m.usageMemory },
  { key: 'disk', label: m.usageDisk },
  { key: 'gpu', label: m.usageGpu },
];

/** A percentage clamped to 0-100 with at most one decimal. */
/** A reading as a percentage with one decimal, 0-100; a missing reading is 0. */
export function percent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

function colorOf(value: number): string | undefined {
  if (value >= 90) return '#ff4d4f';
  if (value >= 70) return '#faad14';
  return undefined;
}

/** CPU, memory, disk and GPU usage as bars. */
export function UsageBars({ usage }: { usage: DeviceUsage }) {
  const intl = useIntl();
  return (
    <Flex vertical gap={0}>
      {/* No GPU, no GPU reading. */}
      {USAGE_METRICS.filter(({ key }) => usage[key] != null).map(({ key, label }) => {
        const value = percent(usage[key]);
        const name = intl.formatMessage(label);
        return (
          <Flex key={key} align="center" gap={8}>
            <Typography.Text type="secondary" style={{ width: 64, flex: 'none' }}>
              {name}
            </Typography.Text>
            <ProgressBar
              percent={value}
              size="small"
              strokeColor={colorOf(value)}
              name={intl.formatMessage(m.usageValue, { label: name, percent: value })}
              style={{ margin: 0, flex: 1 }}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
