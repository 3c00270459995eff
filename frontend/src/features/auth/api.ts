import { API_PREFIX, api } from '@/api/client';
import type { PasswordLoginRequest, RegisterRequest, Session } from '@/api/types';

export function loginWithPassword(body: PasswordLoginRequest): Promise<Session> {
  return api.post<Session>(`${API_PREFIX.iam}/login/password`, body);
}

export function register(body: RegisterRequest): Promise<Session> {
  return api.post<Session>(`${API_PREFIX.iam}/register`, body);
}

export function logout(refreshToken: string): Promise<null> {
  return api.post<null>(
    `${API_PREFIX.iam}/logout`,
    { refresh_token: refreshToken },
    { loading: false },
  );
}
