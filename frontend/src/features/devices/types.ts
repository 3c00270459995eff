/** Device shapes (generated from the API schema, see `@/api/types`) and names for their parts. */
import type {
  Device,
  DeviceGpu,
  DeviceHistoryItem,
  DeviceLocation,
  DevicePowerRequest,
} from '@/api/types';

export type {
  Device,
  DeviceDetail,
  DeviceServer as GroupServer,
  DeviceUpdateRequest,
  DeviceUsage,
  Plan,
  ReenrolCode,
  ZcloudCreateRequest,
  DeviceBindRequest as BindDeviceRequest,
  DevicePowerRequest as PowerRequest,
} from '@/api/types';

export type DeviceKind = Device['kind'];
export type DeviceStatus = Device['status'];
export type DeviceTier = Device['tier'];
export type PowerAction = DevicePowerRequest['action'];
export type Gpu = DeviceGpu;
export type GeoLocation = DeviceLocation;
export type StatusChange = DeviceHistoryItem;
export type DevicePlanSummary = NonNullable<Device['plan']>;

/** `data` of a 409 `transition_not_allowed`: the status now and the actions still possible. */
export interface TransitionRefusal {
  status: DeviceStatus;
  allowed: PowerAction[];
}
