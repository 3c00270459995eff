import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { isMemberRefusal, isNotFound } from '@/api/errors';
import { useSession } from '@/api/session';
import type { Page } from '@/api/types';
import { pollWhile } from '@/lib/query';

import { fetchDevice, fetchDevices, fetchPlans, type DeviceQuery } from './api';
import type { Device, DeviceDetail, DeviceUsage, Plan } from './types';

export const PAGE_SIZE = 12;
/** The server pages at most 100 at a time: enough plans for the picker. */
export const PLANS_LIMIT = 100;
/** Spec: the list's statuses are re-read every 5 s, a device's every 3 s. */
export const LIST_POLL_MS = 5000;
export const DETAIL_POLL_MS = 3000;
/** Usage samples kept for the sparklines. */
export const USAGE_SAMPLES = 30;

export const deviceKeys = {
  list: (query: DeviceQuery) => ['devices', 'list', query] as const,
  detail: (id: number | null) => ['devices', 'detail', id] as const,
  plans: () => ['devices', 'plans'] as const,
};

/**
 * A page of the caller's devices. Statuses change on their own (boxes go offline, cloud
 * devices come up): re-read every 5 s, except after a member's refusal, which will not
 * change by asking again.
 */
export function useDevices(query: DeviceQuery): UseQueryResult<Page<Device>> {
  const session = useSession();
  return useQuery({
    queryKey: deviceKeys.list(query),
    queryFn: () => fetchDevices(query),
    enabled: session !== null,
    ...pollWhile<Page<Device>>(LIST_POLL_MS, (_data, error) => !isMemberRefusal(error)),
  });
}

/**
 * One device with its status history; `id` null skips. Once read it is re-read every 3 s
 * while `follow(device)` holds, until it is gone (not found, or a member's refusal).
 */
export function useDevice(
  id: number | null,
  follow: (device: DeviceDetail) => boolean = () => true,
): UseQueryResult<DeviceDetail> {
  const session = useSession();
  return useQuery({
    queryKey: deviceKeys.detail(id),
    queryFn: () => fetchDevice(id ?? 0),
    enabled: session !== null && id !== null,
    ...pollWhile<DeviceDetail>(
      DETAIL_POLL_MS,
      (device, error) =>
        device !== undefined && !isNotFound(error) && !isMemberRefusal(error) && follow(device),
    ),
  });
}

export function usePlans(): UseQueryResult<Page<Plan>> {
  const session = useSession();
  return useQuery({
    queryKey: deviceKeys.plans(),
    queryFn: () => fetchPlans({ offset: 0, limit: PLANS_LIMIT }),
    enabled: session !== null,
  });
}

/**
 * Shows the device a change answered with in its detail at once (keeping the history the
 * answer does not carry), until the `devices` topic's new read brings it whole.
 */
export function useStoreDevice(): (device: Device, previous?: DeviceDetail) => void {
  const client = useQueryClient();
  return useCallback(
    (device: Device, previous?: DeviceDetail) => {
      client.setQueryData<DeviceDetail>(deviceKeys.detail(device.id), {
        history: [],
        ...previous,
        ...device,
      });
    },
    [client],
  );
}

/** Forgets a device that is gone (deleted, unbound), so no page reads it again. */
export function useForgetDevice(): (id: number) => void {
  const client = useQueryClient();
  return useCallback(
    (id: number) => client.removeQueries({ queryKey: deviceKeys.detail(id) }),
    [client],
  );
}

export interface UsageSample extends DeviceUsage {
  /** When it was read (ms). */
  at: number;
}

/**
 * The last `USAGE_SAMPLES` usage readings of a device seen while the page is open:
 * one per answer (each poll, each change), none while `usage` is null.
 */
export function useUsageHistory(device: Device | undefined): UsageSample[] {
  const [samples, setSamples] = useState<UsageSample[]>([]);
  const [seen, setSeen] = useState<Device | undefined>(undefined);
  // Derived state: a new answer (a new object) adds one sample, during render.
  if (device !== seen) {
    setSeen(device);
    if (device?.usage) {
      const sample: UsageSample = { ...device.usage, at: Date.now() };
      setSamples((previous) => [...previous, sample].slice(-USAGE_SAMPLES));
    }
  }
  return samples;
}
