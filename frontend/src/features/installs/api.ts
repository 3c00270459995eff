import { API_PREFIX, api } from '@/api/client';
import type { AppInstallRequest, ListSort, Page, PageQuery, StoreDisplayType } from '@/api/types';

import type {
  AiApiInfo,
  AppAction,
  AppSharingRequest,
  AppStatus,
  GatewayInfo,
  InstallTarget,
  InstalledApp,
  InstalledAppDetail,
  LiteSpace,
  SpaceAction,
  SshInfo,
} from './types';

const APPS = `${API_PREFIX.cim}/apps`;
const DEVICES = `${API_PREFIX.cim}/devices`;

export interface AppQuery extends PageQuery {
  status?: AppStatus;
  type?: StoreDisplayType;
  search?: string;
  device_id?: number;
  sort?: ListSort;
}

// Every call answers 403 `member_not_allowed` to a company member; another person's app is a 404.
// Reads render their own skeletons (and some are polled), so no global overlay.

export function fetchInstalledApps({
  status,
  type,
  search,
  device_id,
  sort,
  offset,
  limit,
}: AppQuery): Promise<Page<InstalledApp>> {
  return api.get<Page<InstalledApp>>(APPS, {
    query: { status, type, search: search || undefined, device_id, sort, offset, limit },
    loading: false,
  });
}

/** The caller's devices for installing `appId`, each with what it lacks and whether it qualifies. */
export function fetchInstallTargets(appId: number): Promise<InstallTarget[]> {
  return api.get<InstallTarget[]>(`${APPS}/install-targets`, {
    query: { app_id: appId },
    loading: false,
  });
}

/**
 * Answers the app `installing`. Refused 409 `device_offline`, `requirements_not_met`,
 * `app_already_installed`, `lite_space_full`, `lite_space_stopped`; 400 `validation_error`
 * with fields `config.<name>`.
 */
export function installApp(body: AppInstallRequest): Promise<InstalledAppDetail> {
  return api.post<InstalledAppDetail>(`${APPS}/install`, body);
}

export function fetchInstalledApp(id: number): Promise<InstalledAppDetail> {
  return api.get<InstalledAppDetail>(`${APPS}/${id}`, { loading: false });
}

/** Refused 409 `transition_not_allowed` (`data: {status, allowed}`), `device_offline`, `lite_space_stopped`. */
export function actOnApp(id: number, action: AppAction): Promise<InstalledAppDetail> {
  return api.post<InstalledAppDetail>(`${APPS}/${id}/actions`, { action });
}

/**
 * Refused 409 `rentable_app_stopped`, `rentable_device_offline`, `rentable_dedicated`,
 * `rentable_autopilot`; 400 on `price_per_hour` (renting out needs a price above 0).
 */
export function updateSharing(id: number, body: AppSharingRequest): Promise<InstalledAppDetail> {
  return api.put<InstalledAppDetail>(`${APPS}/${id}/sharing`, body);
}

/**
 * Changes the settings named in `config` (null: back to the default). Refused 409
 * `modification_not_supported` (a read-only field; its message under `config.<name>`),
 * `app_not_installed`, `device_offline`; 400 with fields `config.<name>`.
 */
export function updateSettings(
  id: number,
  config: Record<string, string | number | boolean | null>,
): Promise<InstalledAppDetail> {
  return api.put<InstalledAppDetail>(`${APPS}/${id}/config`, { config });
}

/** 409 `app_not_installed` until the install finished. */
export function fetchSshInfo(id: number): Promise<SshInfo> {
  return api.get<SshInfo>(`${APPS}/${id}/ssh`);
}

/** 409 `ai_api_not_available` for apps without an AI API, `app_not_installed` before the install finished. */
export function fetchAiApi(id: number): Promise<AiApiInfo> {
  return api.get<AiApiInfo>(`${APPS}/${id}/ai-api`, { loading: false });
}

/** 409 `gateway_not_available` for apps off a box's gateway, `app_not_installed` before the install finished. */
export function fetchGateway(id: number): Promise<GatewayInfo> {
  return api.get<GatewayInfo>(`${APPS}/${id}/gateway`);
}

export function rotateAiApiKey(id: number): Promise<AiApiInfo> {
  return api.post<AiApiInfo>(`${APPS}/${id}/ai-api/rotate`);
}

/** Refused 409 `lite_space_edit_rentable`; 400 on `disk_bytes` (must hold its apps, fit the disk). */
export function resizeLiteSpace(deviceId: number, diskBytes: number): Promise<LiteSpace> {
  return api.put<LiteSpace>(`${DEVICES}/${deviceId}/lite-space`, { disk_bytes: diskBytes });
}

/** Refused 409 `lite_space_power_rentable` (off while a lite app in it is rentable). */
export function powerLiteSpace(deviceId: number, action: SpaceAction): Promise<LiteSpace> {
  return api.post<LiteSpace>(`${DEVICES}/${deviceId}/lite-space/power`, { action });
}
