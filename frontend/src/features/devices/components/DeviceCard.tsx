import { Card, Divider, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { devicesMessages as m } from '../messages';
import { deviceDetailsPath } from '../paths';
import type { Device } from '../types';
import { KindTag, StatusTag, TierTag } from './labels';
import { GpuList, ResourceLine } from './Resources';
import { UsageBars } from './UsageBars';

/** Usage is shown only for a device that reports it and is not offline. */
export function showsUsage(device: Device): boolean {
  return device.usage !== null && device.status !== 'offline';
}

/** One device in the list; the whole card opens its details. */
export function DeviceCard({ device }: { device: Device }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const to = deviceDetailsPath(device.id);
  return (
    <Card
      hoverable
      size="small"
      data-testid={`device-${device.id}`}
      onClick={(event) => {
        // The title's link navigates by itself.
        if (!(event.target as HTMLElement).closest('a')) navigate(to);
      }}
      title={
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <KindTag kind={device.kind} />
          <Link to={to} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {device.name}
          </Link>
        </Flex>
      }
      extra={<StatusTag status={device.status} />}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            {intl.formatMessage(m.deviceId)}{' '}
            <Typography.Text code>{device.device_id}</Typography.Text>
          </Typography.Text>
          <TierTag tier={device.tier} />
        </Flex>
        <ResourceLine spec={device} />
        <GpuList gpus={device.gpus} />
        {showsUsage(device) && device.usage && (
          <>
            <Divider style={{ margin: '4px 0' }} />
            <UsageBars usage={device.usage} />
          </>
        )}
      </Flex>
    </Card>
  );
}
