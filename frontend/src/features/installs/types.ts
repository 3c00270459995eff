/** Installed-app shapes (generated from the API schema, see `@/api/types`) and names for their parts. */
import type { AppActionRequest, InstalledApp, LiteSpacePowerRequest, Shortfall } from '@/api/types';

export type {
  AiApiInfo,
  AppSharingRequest,
  GatewayInfo,
  InstallTarget,
  InstalledApp,
  InstalledAppDetail,
  InstalledAppLog,
  LiteSpace,
  Shortfall,
  SshInfo,
} from '@/api/types';

export type AppStatus = InstalledApp['status'];
export type AppAction = AppActionRequest['action'];
export type SharingMode = InstalledApp['sharing_mode'];
export type ShortfallResource = Shortfall['resource'];
export type SpaceAction = LiteSpacePowerRequest['action'];

/** `data` of a 409 `transition_not_allowed`: the status now and the actions still possible. */
export interface TransitionRefusal {
  status: AppStatus;
  allowed: AppAction[];
}
