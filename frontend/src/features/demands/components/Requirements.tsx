import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';

import type { Demand } from '@/api/types';
import { tierLabel } from '@/features/devices';
import { formatCoins } from '@/features/wallet';
import { formatSize } from '@/utils/format';

import { demandMessages as m, ordersMessages } from '../messages';

/** A demand's GPUs in a few words ("1 GPU with 16.00 GB"). */
export function useGpuText(): (demand: Demand) => string {
  const intl = useIntl();
  return (demand) =>
    intl.formatMessage(m.gpus, { count: demand.gpu_count, vram: formatSize(demand.vram_bytes) });
}

/** What a demand asks for, and on which terms. */
export function Requirements({ demand }: { demand: Demand }) {
  const intl = useIntl();
  const gpuText = useGpuText();
  const { location, max_km: maxKm } = demand;
  const items = [
    { key: 'gpus', label: intl.formatMessage(m.requirements), children: gpuText(demand) },
    ...(demand.gpu_model
      ? [{ key: 'model', label: intl.formatMessage(m.gpuModel), children: demand.gpu_model }]
      : []),
    { key: 'cpu', label: intl.formatMessage(m.cpu), children: demand.cpu_cores },
    {
      key: 'memory',
      label: intl.formatMessage(m.memory),
      children: formatSize(demand.memory_bytes),
    },
    { key: 'disk', label: intl.formatMessage(m.disk), children: formatSize(demand.disk_bytes) },
    ...(demand.tier
      ? [{ key: 'tier', label: intl.formatMessage(m.tier), children: tierLabel(intl, demand.tier) }]
      : []),
    {
      key: 'app',
      label: intl.formatMessage(m.app),
      children: demand.app ? demand.app.name : intl.formatMessage(m.noApp),
    },
    {
      key: 'where',
      label: intl.formatMessage(m.whereLabel),
      children:
        location && maxKm
          ? intl.formatMessage(m.area, { km: maxKm, region: demand.region ?? '' })
          : intl.formatMessage(m.anywhere),
    },
    {
      key: 'price',
      label: intl.formatMessage(m.price),
      children: intl.formatMessage(ordersMessages.pricePerHour, {
        amount: formatCoins(demand.price_per_hour, intl.locale),
      }),
    },
    {
      key: 'hours',
      label: intl.formatMessage(m.hours),
      children: intl.formatMessage(m.hoursValue, { hours: demand.hours }),
    },
    { key: 'owner', label: intl.formatMessage(m.owner), children: demand.owner_name },
    {
      key: 'expires',
      label: intl.formatMessage(m.expires),
      children: intl.formatDate(demand.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    ...(demand.description
      ? [
          {
            key: 'description',
            label: intl.formatMessage(m.description),
            children: demand.description,
          },
        ]
      : []),
  ];
  return <Descriptions size="small" column={1} items={items} />;
}
