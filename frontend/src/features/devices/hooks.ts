import { useState } from 'react';

import { invalidateQueries, setQueryData, useApiQuery, type QueryResult } from '@/api/query';
import { useSession } from '@/api/session';
import type { Page } from '@/api/types';

import { fetchDevice, fetchDevices, fetchPlans, type DeviceQuery } from './api';
import type { Device, DeviceDetail, DeviceUsage, Plan } from './types';

/** Every cached device read starts with this; a change forgets the lists. */
const PREFIX = 'devices/';
const LIST_PREFIX = `${PREFIX}list?`;
export const PAGE_SIZE = 12;
/** The server pages at most 100 at a time: enough plans for the picker. */
export const PLANS_LIMIT = 100;
/** Spec: the list's statuses are re-read every 5 s, a device's every 3 s. */
export const LIST_POLL_MS = 5000;
export const DETAIL_POLL_MS = 3000;
/** Usage samples kept for the sparklines. */
export const USAGE_SAMPLES = 30;

function keyOf(path: string, query: object): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${PREFIX}${path}?${params}`;
}

const detailKey = (id: number) => `${PREFIX}detail/${id}`;

export function useDevices(query: DeviceQuery): QueryResult<Page<Device>> {
  const session = useSession();
  return useApiQuery(session ? keyOf('list', query) : null, () => fetchDevices(query));
}

/** One device with its status history; `id` null skips. */
export function useDevice(id: number | null): QueryResult<DeviceDetail> {
  const session = useSession();
  return useApiQuery(session && id !== null ? detailKey(id) : null, () => fetchDevice(id ?? 0));
}

export function usePlans(): QueryResult<Page<Plan>> {
  const session = useSession();
  return useApiQuery(session ? keyOf('plans', { offset: 0, limit: PLANS_LIMIT }) : null, () =>
    fetchPlans({ offset: 0, limit: PLANS_LIMIT }),
  );
}

/** After a bind, unbind, rename, power action or creation: every shown list reloads. */
export function devicesChanged(): void {
  invalidateQueries(LIST_PREFIX);
}

/**
 * Puts the device a change answered with into its detail (keeping the history the
 * answer does not carry) and reloads the lists.
 */
export function storeDevice(device: Device, previous?: DeviceDetail): void {
  setQueryData<DeviceDetail>(detailKey(device.id), {
    history: [],
    ...previous,
    ...device,
  });
  devicesChanged();
}

/** Forgets a device that is gone (deleted, unbound). */
export function forgetDevice(id: number): void {
  invalidateQueries(detailKey(id));
  devicesChanged();
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
