import { API_PREFIX, api } from '@/api/client';
import type { ListSort, Page, PageQuery } from '@/api/types';

import type {
  BindDeviceRequest,
  Device,
  DeviceDetail,
  DeviceKind,
  DeviceStatus,
  DeviceTier,
  DeviceUpdateRequest,
  Plan,
  PowerAction,
  ReenrolCode,
  ZcloudCreateRequest,
} from './types';

const DEVICES = `${API_PREFIX.cim}/devices`;
const PLANS = `${API_PREFIX.cim}/plans`;

export type { PageQuery };

export interface DeviceQuery extends PageQuery {
  kind?: DeviceKind;
  status?: DeviceStatus;
  tier?: DeviceTier;
  search?: string;
  sort?: ListSort;
}

// Reads render their own skeletons (and some are polled), so no global overlay.

export function fetchDevices({
  kind,
  status,
  tier,
  search,
  sort,
  offset,
  limit,
}: DeviceQuery): Promise<Page<Device>> {
  return api.get<Page<Device>>(DEVICES, {
    query: { kind, status, tier, search: search || undefined, sort, offset, limit },
    loading: false,
  });
}

export function fetchDevice(id: number): Promise<DeviceDetail> {
  return api.get<DeviceDetail>(`${DEVICES}/${id}`, { loading: false });
}

/** Binds a box by its device ID (canonical form). Refused 400 `device_id_invalid`, 429. */
export function bindDevice(body: BindDeviceRequest): Promise<Device> {
  return api.post<Device>(`${DEVICES}/bind`, body);
}

/** Gives a box up. A cloud device cannot be unbound (409 `zcloud_not_unbindable`). */
export function unbindDevice(id: number): Promise<null> {
  return api.post<null>(`${DEVICES}/${id}/unbind`);
}

/**
 * A one-time code with which the box registers again without its secret (it replaces an
 * earlier one). Needs a recent re-authentication (403 `reauth_required`: use `withReauth`);
 * a cloud device answers 409 `zcloud_no_agent`.
 */
export function createReenrolCode(id: number): Promise<ReenrolCode> {
  return api.post<ReenrolCode>(`${DEVICES}/${id}/reenrol-code`);
}

/** Renames and/or sets (or, with `location: null`, clears) the location. */
export function updateDevice(id: number, body: DeviceUpdateRequest): Promise<Device> {
  return api.put<Device>(`${DEVICES}/${id}`, body);
}

/** Refused 409 `transition_not_allowed` with `{status, allowed}`. */
export function powerDevice(id: number, action: PowerAction): Promise<Device> {
  return api.post<Device>(`${DEVICES}/${id}/power`, { action });
}

export function fetchPlans({ offset, limit }: PageQuery): Promise<Page<Plan>> {
  return api.get<Page<Plan>>(PLANS, { query: { offset, limit }, loading: false });
}

/** Orders a cloud device; it answers at once with status `creating`. */
export function createZcloud(body: ZcloudCreateRequest): Promise<Device> {
  return api.post<Device>(`${DEVICES}/zcloud`, body);
}
