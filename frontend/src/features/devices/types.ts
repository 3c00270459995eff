/**
 * Hand-written until the backend's schema lands; replace with `Schemas[...]` aliases from
 * '@/api/types' then.
 *
 * Shapes of the device calls under `/api/cim/v1` (fixed contract).
 */

export type DeviceKind = 'zbox' | 'pbox' | 'zcloud' | 'server_group';

export type DeviceStatus =
  | 'online'
  | 'offline'
  | 'creating'
  | 'starting'
  | 'stopping'
  | 'stopped'
  | 'restarting'
  | 'deleting'
  | 'failed'
  | 'unknown';

export type DeviceTier = 'high' | 'standard' | 'basic';

export type PowerAction = 'start' | 'stop' | 'restart' | 'delete';

export interface Gpu {
  name: string;
  passthrough: boolean;
  vram_bytes: number;
}

/** Percentages (0-100) of the last measurement. */
export interface DeviceUsage {
  cpu: number;
  memory: number;
  disk: number;
  gpu: number;
}

export interface GeoLocation {
  lng: number;
  lat: number;
}

export interface DevicePlanSummary {
  id: number;
  name: string;
  /** Coins per hour, a decimal string. */
  price_per_hour: string;
}

/** One server of a server group. */
export interface GroupServer {
  name: string;
  cpu_cores: number;
  memory_bytes: number;
  disk_bytes: number;
  gpus: Gpu[];
}

export interface Device {
  id: number;
  device_id: string;
  name: string;
  kind: DeviceKind;
  status: DeviceStatus;
  tier: DeviceTier;
  cpu_cores: number;
  memory_bytes: number;
  disk_bytes: number;
  gpus: Gpu[];
  usage: DeviceUsage | null;
  location: GeoLocation | null;
  last_seen_at: string | null;
  created_at: string;
  plan: DevicePlanSummary | null;
  servers: GroupServer[];
  allowed_actions: PowerAction[];
}

export interface StatusChange {
  old_status: string;
  new_status: string;
  reason: string;
  created_at: string;
}

export type DeviceDetail = Device & { history: StatusChange[] };

export interface Plan {
  id: number;
  name: string;
  cpu_cores: number;
  memory_bytes: number;
  disk_bytes: number;
  bandwidth_mbps: number;
  gpu_memory_bytes: number;
  /** Coins per hour, a decimal string. */
  price_per_hour: string;
}

export interface BindDeviceRequest {
  device_id: string;
}

export interface DeviceUpdateRequest {
  name?: string;
  location?: GeoLocation | null;
}

export interface PowerRequest {
  action: PowerAction;
}

export interface ZcloudCreateRequest {
  plan_id: number;
  name: string;
}

/** `data` of a 409 `transition_not_allowed`. */
export interface TransitionRefusal {
  status: DeviceStatus;
  allowed: PowerAction[];
}
