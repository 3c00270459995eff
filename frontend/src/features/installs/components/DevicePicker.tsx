import { Flex, Radio, Space, Typography, theme } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';

import { devicesMessages, KindTag, ResourceLine, statusLabel, StatusTag } from '@/features/devices';
import { formatSize } from '@/utils/format';

import { installMessages as m } from '../messages';
import type { InstallTarget, Shortfall, ShortfallResource } from '../types';

const RESOURCE_NAMES = {
  cpu_cores: devicesMessages.cpu,
  memory_bytes: devicesMessages.memory,
  disk_bytes: devicesMessages.disk,
  gpu_vram_bytes: m.gpuMemory,
} as const satisfies Record<ShortfallResource, unknown>;

function amount(intl: IntlShape, shortfall: Shortfall, value: number): string {
  return shortfall.resource === 'cpu_cores'
    ? intl.formatMessage(devicesMessages.cores, { count: value })
    : formatSize(value);
}

/**
 * Why the app cannot go on this device now, one line each: not online, already there, and
 * each resource below the app's minimum ("Memory: needs 16.00 GB, has 8.00 GB").
 */
export function targetProblems(intl: IntlShape, target: InstallTarget): string[] {
  const problems: string[] = [];
  const { status } = target.device;
  if (status === 'offline') problems.push(intl.formatMessage(m.offline));
  else if (status !== 'online') {
    problems.push(intl.formatMessage(m.notOnline, { status: statusLabel(intl, status) }));
  }
  if (target.installed) problems.push(intl.formatMessage(m.alreadyInstalled));
  for (const shortfall of target.shortfalls) {
    problems.push(
      intl.formatMessage(m.shortfall, {
        resource: intl.formatMessage(RESOURCE_NAMES[shortfall.resource]),
        required: amount(intl, shortfall, shortfall.required),
        available: amount(intl, shortfall, shortfall.available),
      }),
    );
  }
  return problems;
}

export interface DevicePickerProps {
  targets: readonly InstallTarget[];
  /** The chosen device's numeric id. */
  value?: number;
  onChange?: (deviceId: number) => void;
  id?: string;
}

/**
 * The caller's devices with their resources; one that cannot take the app is disabled and
 * says why. A form control (`value`/`onChange`).
 */
export function DevicePicker({ targets, value, onChange, id }: DevicePickerProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(event) => onChange?.(event.target.value as number)}
      style={{ width: '100%' }}
    >
      {/* antd's group sets font-size 0 (for its inline radios): the texts here set it back. */}
      <Flex vertical gap={8} style={{ fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        {targets.map((target) => {
          const { device } = target;
          const problems = targetProblems(intl, target);
          const chosen = value === device.id;
          const problemsId = `install-target-${device.id}-problems`;
          return (
            <div
              key={device.id}
              data-testid={`target-${device.id}`}
              style={{
                padding: '10px 12px',
                borderRadius: token.borderRadius,
                border: `1px solid ${chosen ? token.colorPrimary : token.colorBorderSecondary}`,
                // A shaded box, not a faded one: faded text would fall below 4.5:1.
                background: target.qualifies ? undefined : token.colorFillQuaternary,
              }}
            >
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  <Radio
                    value={device.id}
                    disabled={!target.qualifies}
                    aria-describedby={problems.length > 0 ? problemsId : undefined}
                  >
                    <Typography.Text strong>{device.name}</Typography.Text>
                  </Radio>
                  <KindTag kind={device.kind} />
                  <StatusTag status={device.status} />
                </Flex>
                <Space size={16} wrap style={{ paddingInlineStart: 24 }}>
                  <ResourceLine
                    spec={{
                      cpu_cores: target.cpu_cores,
                      memory_bytes: target.memory_bytes,
                      disk_bytes: target.disk_bytes,
                      gpus: [],
                    }}
                  />
                  {target.gpu_vram_bytes > 0 && (
                    <Typography.Text type="secondary">
                      {intl.formatMessage(devicesMessages.vram, {
                        size: formatSize(target.gpu_vram_bytes),
                      })}
                    </Typography.Text>
                  )}
                </Space>
                {problems.length > 0 && (
                  <ul
                    id={problemsId}
                    style={{ margin: 0, paddingInlineStart: 40, color: token.colorWarningText }}
                  >
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </Flex>
            </div>
          );
        })}
      </Flex>
    </Radio.Group>
  );
}
