import { API_PREFIX, api } from '@/api/client';
import type {
  DeliveryPreference,
  AccountCheck,
  ChangePasswordRequest,
  CodeSent,
  EmailCodeRequest,
  EmailRequest,
  PhoneCodeRequest,
  PhoneRequest,
  Profile,
  ProfileInfoRequest,
  ReauthRequest,
  SetPasswordRequest,
  Url,
  WechatCodeRequest,
} from '@/api/types';

import { withReauth } from '@/lib/reauth';

const ACCOUNT = `${API_PREFIX.iam}/account`;

// Sign-in method changes and deletion go through `withReauth`: a 403 `reauth_required`
// asks the person to confirm it is them, then the call is made once more.

/** A sign-in method as the link and unlink paths name it. */
export type SignInMethod = 'email' | 'mobile' | 'wechat';

export function fetchProfile(): Promise<Profile> {
  // Pages render their own loading state, so no global overlay.
  return api.get<Profile>(`${ACCOUNT}/profile`, { loading: false });
}

export function updateProfileInfo(body: ProfileInfoRequest): Promise<Profile> {
  return api.put<Profile>(`${ACCOUNT}/profile/info`, body);
}

/** Uploads the avatar as multipart field `avatar`. */
export function uploadAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('avatar', file);
  return api.put<Profile>(`${ACCOUNT}/profile/avatar`, form);
}

/** Changes the password; the server signs the other sessions out. */
export function changePassword(body: ChangePasswordRequest): Promise<Profile> {
  return api.put<Profile>(`${ACCOUNT}/password`, body);
}

/** Sets a first password (accounts created by SMS or WeChat have none). */
export function setPassword(body: SetPasswordRequest): Promise<Profile> {
  return withReauth(() => api.post<Profile>(`${ACCOUNT}/set-password`, body));
}

export function sendLinkSmsCode(body: PhoneRequest): Promise<CodeSent> {
  return withReauth(() => api.post<CodeSent>(`${ACCOUNT}/link/mobile/sms-code/send`, body));
}

export function linkPhone(body: PhoneCodeRequest): Promise<Profile> {
  return withReauth(() => api.post<Profile>(`${ACCOUNT}/link/mobile/sms-code/verify`, body));
}

export function sendLinkEmailCode(body: EmailRequest): Promise<CodeSent> {
  return withReauth(() => api.post<CodeSent>(`${ACCOUNT}/link/email/code/send`, body));
}

export function linkEmail(body: EmailCodeRequest): Promise<Profile> {
  return withReauth(() => api.post<Profile>(`${ACCOUNT}/link/email/code/verify`, body));
}

/** The WeChat page that asks the user to confirm linking. */
export function fetchWechatLinkUrl(): Promise<Url> {
  return withReauth(() => api.get<Url>(`${ACCOUNT}/link/wechat`));
}

/** Links the WeChat account WeChat sent back to /wechat/link; the page shows its own state. */
export function linkWechat(body: WechatCodeRequest): Promise<Profile> {
  return withReauth(() => api.post<Profile>(`${ACCOUNT}/link/wechat`, body, { loading: false }));
}

/** Refused (409 `last_sign_in_method`) when it is the last way to sign in. */
export function unlinkSignInMethod(method: SignInMethod): Promise<Profile> {
  return withReauth(() => api.post<Profile>(`${ACCOUNT}/unlink/${method}`));
}

/** Whether the account may be deleted, and what stands in the way. */
export function checkAccountDeletion(): Promise<AccountCheck> {
  return api.post<AccountCheck>(`${ACCOUNT}/check`, undefined, { loading: false });
}

/**
 * Refused (409 `account_not_deletable`, `data.blockers`) while something stands in the way;
 * `{forfeit_balance: true}` gives up a positive wallet balance (not in the schema, which
 * leaves DELETE bodies out).
 */
export function deleteAccount(body?: { forfeit_balance: true }): Promise<null> {
  return withReauth(() => api.request<null>(ACCOUNT, { method: 'DELETE', body }));
}

/** Opens the session's re-authentication window (the shared dialog calls it). */
export function reauthenticate(body: ReauthRequest): Promise<null> {
  return api.post<null>(`${ACCOUNT}/reauth`, body);
}

/** A re-authentication code to the person's phone or verified e-mail address. */
export function sendReauthCode(): Promise<CodeSent> {
  return api.post<CodeSent>(`${ACCOUNT}/reauth/code/send`);
}

/** Whether notices that need action about money also go out by e-mail or SMS. */
export function fetchDeliveryPreference(): Promise<DeliveryPreference> {
  return api.get<DeliveryPreference>(`${API_PREFIX.iam}/notifications/preferences`, {
    loading: false,
  });
}

export function updateDeliveryPreference(body: DeliveryPreference): Promise<DeliveryPreference> {
  return api.patch<DeliveryPreference>(`${API_PREFIX.iam}/notifications/preferences`, body);
}
