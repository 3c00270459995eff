import { API_PREFIX, api } from '@/api/client';
import type {
  CodeSent,
  EmailCodeRequest,
  EmailRequest,
  PasswordLoginRequest,
  PhoneCodeRequest,
  PhoneRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Session,
  TokenRequest,
  Url,
  VerifiedEmail,
  WechatCodeRequest,
} from '@/api/types';

const IAM = API_PREFIX.iam;

export function loginWithPassword(body: PasswordLoginRequest): Promise<Session> {
  return api.post<Session>(`${IAM}/login/password`, body);
}

export function sendLoginSmsCode(body: PhoneRequest): Promise<CodeSent> {
  return api.post<CodeSent>(`${IAM}/login/mobile/sms-code/send`, body);
}

/** Signs in with an SMS code; the first sign-in with a number creates the account. */
export function loginWithSmsCode(body: PhoneCodeRequest): Promise<Session> {
  return api.post<Session>(`${IAM}/login/mobile/sms-code/verify`, body);
}

/**
 * A sign-in code to a verified e-mail address, the way in when password sign-in answers
 * `signin_code_required`; answers the same whether or not an account uses the address.
 */
export function sendLoginEmailCode(body: EmailRequest): Promise<CodeSent> {
  return api.post<CodeSent>(`${IAM}/login/email/code/send`, body);
}

export function loginWithEmailCode(body: EmailCodeRequest): Promise<Session> {
  return api.post<Session>(`${IAM}/login/email/code/verify`, body);
}

/** The WeChat page that asks the visitor to confirm signing in. */
export function fetchWechatLoginUrl(): Promise<Url> {
  return api.get<Url>(`${IAM}/login/wechat/url`);
}

/** Trades the code WeChat sent back for a session; the callback page shows its own state. */
export function loginWithWechat(body: WechatCodeRequest): Promise<Session> {
  return api.post<Session>(`${IAM}/login/wechat`, body, { loading: false });
}

export function register(body: RegisterRequest): Promise<Session> {
  return api.post<Session>(`${IAM}/register`, body);
}

/** Sends the signed-in user's verification link again. */
export function resendVerificationEmail(): Promise<CodeSent> {
  return api.post<CodeSent>(`${IAM}/register/email/resend`);
}

/** Verifies an address with the token of its link; the page shows its own state. */
export function verifyEmail(body: TokenRequest): Promise<VerifiedEmail> {
  return api.post<VerifiedEmail>(`${IAM}/register/email/verify`, body, { loading: false });
}

/** Answers the same whether or not an account uses the address. */
export function sendPasswordResetEmail(body: EmailRequest): Promise<null> {
  return api.post<null>(`${IAM}/forget-password/email/send`, body);
}

export function resetPassword(body: ResetPasswordRequest): Promise<null> {
  return api.post<null>(`${IAM}/forget-password/email/verify`, body);
}

export function logout(refreshToken: string): Promise<null> {
  // No access token and so no refresh first: signing out is never a session ending on a 401.
  return api.post<null>(
    `${IAM}/logout`,
    { refresh_token: refreshToken },
    { loading: false, auth: 'none' },
  );
}
