/**
 * `/pc-web`: the desktop client opens the app with a session in the query,
 *
 *   /pc-web?token=..&refresh_token=..&expire=..&email=..&user_type=..&sme_id=..
 *          &lang=zh|en&pc_mode=1&redirect=/path&<extra>=..
 *
 * or, the path documented for clients, with a one-time code from `session/handoff`:
 *
 *   /pc-web?code=..&lang=zh|en&pc_mode=1&redirect=/path&<extra>=..
 *
 * The page never keeps the handed session (DECISIONS, Trust): it forks it with the handed
 * access token (or redeems the code) and only then stores its own session (and the e-mail,
 * language, PC-mode flag) and goes to `redirect` with `lang` and the extra parameters added
 * to its query. `features/auth/pages/PcWebPage` asks first when another person's session is
 * stored.
 */
import { API_PREFIX, api } from '@/api/client';
import { sessionStore } from '@/api/session';
import type { Profile, Session } from '@/api/types';
import { STORAGE_KEYS } from '@/constants';
import { isLocale, setLocale, type Locale } from '@/i18n/locale';
import { writeString } from '@/utils/storage';
import { safeRedirectPath, withQuery } from '@/utils/url';

import { beginSession } from './auth';
import { fetchAuthOptions } from './authOptions';
import { setHostOrigin, setPcMode } from './host';

const IAM = API_PREFIX.iam;

export const PC_WEB_PARAMS = [
  'token',
  'refresh_token',
  'expire',
  'email',
  'user_type',
  'sme_id',
  'code',
  'lang',
  'pc_mode',
  'redirect',
] as const;

/** What the web view trades for its own session: the handed access token, or a one-time code. */
export type PcWebGrant = { token: string } | { code: string };

export interface PcWebHandoff {
  grant: PcWebGrant;
  email: string | null;
  locale: Locale | null;
  pcMode: boolean;
  /** Where to go next, with `lang` and the extra parameters in its query. */
  target: string;
}

/** Parses the /pc-web query; null when it carries neither a token nor a code. */
export function parsePcWebQuery(search: string, defaultTarget: string): PcWebHandoff | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const token = params.get('token');
  const grant = code ? { code } : token ? { token } : null;
  if (!grant) return null;

  const lang = params.get('lang');
  const locale = isLocale(lang) ? lang : null;

  const extra = new URLSearchParams();
  for (const [key, value] of params) {
    if (!(PC_WEB_PARAMS as readonly string[]).includes(key)) extra.append(key, value);
  }
  if (locale) extra.set('lang', locale);

  return {
    grant,
    email: params.get('email'),
    locale,
    pcMode: params.get('pc_mode') === '1',
    target: withQuery(safeRedirectPath(params.get('redirect')) ?? defaultTarget, extra),
  };
}

/** The web view's own session: the handed access token forked, or the code redeemed. */
export function pcWebSession(grant: PcWebGrant): Promise<Session> {
  return 'code' in grant
    ? api.post<Session>(`${IAM}/session/handoff/redeem`, { code: grant.code }, { auth: 'none' })
    : api.post<Session>(`${IAM}/session/fork`, undefined, { auth: 'none', bearer: grant.token });
}

/** The person (`uid` claim) an access token names; null when it cannot be read. */
export function personOf(session: Session): number | null {
  try {
    const payload = (session.token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const uid: unknown = (JSON.parse(atob(payload)) as { uid?: unknown }).uid;
    return typeof uid === 'number' ? uid : null;
  } catch {
    return null;
  }
}

/** Whether storing `next` would replace the session of another person. */
export function replacesAnotherPerson(next: Session): boolean {
  const current = sessionStore.get();
  return current !== null && personOf(current) !== personOf(next);
}

/** The name of the person a session belongs to; null when it cannot be read. */
export async function personName(session: Session): Promise<string | null> {
  try {
    const profile = await api.get<Profile>(`${IAM}/account/profile`, {
      auth: 'none',
      bearer: session.token,
      loading: false,
    });
    return profile.email ? `${profile.name} (${profile.email})` : profile.name;
  } catch {
    return null;
  }
}

/** Ends a session the person chose not to keep (best effort). */
export async function dropSession(session: Session): Promise<void> {
  try {
    await api.post(`${IAM}/logout`, { refresh_token: session.refresh_token }, { auth: 'none' });
  } catch {
    // Unused, it expires by itself.
  }
}

export async function applyPcWebHandoff(handoff: PcWebHandoff, session: Session): Promise<void> {
  beginSession(session);
  writeString(STORAGE_KEYS.email, handoff.email);
  setPcMode(handoff.pcMode);
  if (handoff.pcMode) {
    const options = await fetchAuthOptions().catch(() => null);
    setHostOrigin(options?.host_origin ?? null);
  }
  if (handoff.locale) await setLocale(handoff.locale);
}
