import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026pass';

export interface Session {
  token: string;
  refresh_token: string;
  access_token_expire: number;
  smeId: string;
  userType: string;
}

/** Signs in through the API (as the desktop client would before opening /pc-web). */
export async function apiSignIn(request: APIRequestContext, account: string): Promise<Session> {
  const response = await request.post('/api/iam/v1/login/password', {
    data: { account, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as Session;
}

export async function storedSession(page: Page): Promise<Session | null> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('zc.session') ?? 'null'));
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
