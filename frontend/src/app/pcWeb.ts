/**
 * `/pc-web`: the desktop client opens the app with a session in the query,
 *
 *   /pc-web?token=..&refresh_token=..&expire=..&email=..&user_type=..&sme_id=..
 *          &lang=zh|en&pc_mode=1&redirect=/path&<extra>=..
 *
 * The session (and e-mail, language, PC-mode flag) is stored and the app goes
 * to `redirect` with `lang` and the extra parameters added to its query.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';

import { STORAGE_KEYS } from '@/constants';
import type { Session, UserType } from '@/api/types';
import { defaultHomePath } from '@/config/pages';
import { SIGN_IN_PATH } from '@/config/paths';
import { isLocale, setLocale, type Locale } from '@/i18n/locale';
import { writeString } from '@/utils/storage';
import { safeRedirectPath, withQuery } from '@/utils/url';

import { beginSession } from '@/lib/auth';
import { setPcMode } from '@/lib/host';

export const PC_WEB_PARAMS = [
  'token',
  'refresh_token',
  'expire',
  'email',
  'user_type',
  'sme_id',
  'lang',
  'pc_mode',
  'redirect',
] as const;

const USER_TYPES: readonly string[] = ['user', 'admin', 'member'] satisfies UserType[];

export interface PcWebHandoff {
  session: Session;
  email: string | null;
  locale: Locale | null;
  pcMode: boolean;
  /** Where to go next, with `lang` and the extra parameters in its query. */
  target: string;
}

/** Parses the /pc-web query; null when it does not carry a usable session. */
export function parsePcWebQuery(search: string, defaultTarget: string): PcWebHandoff | null {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const refreshToken = params.get('refresh_token');
  const expire = Number(params.get('expire'));
  const userType = params.get('user_type') ?? 'user';
  if (!token || !refreshToken || !Number.isFinite(expire) || expire <= 0) return null;
  if (!USER_TYPES.includes(userType)) return null;

  const lang = params.get('lang');
  const locale = isLocale(lang) ? lang : null;

  const extra = new URLSearchParams();
  for (const [key, value] of params) {
    if (!(PC_WEB_PARAMS as readonly string[]).includes(key)) extra.append(key, value);
  }
  if (locale) extra.set('lang', locale);

  return {
    session: {
      token,
      refresh_token: refreshToken,
      access_token_expire: expire,
      smeId: params.get('sme_id') || 'user',
      userType: userType as UserType,
    },
    email: params.get('email'),
    locale,
    pcMode: params.get('pc_mode') === '1',
    target: withQuery(safeRedirectPath(params.get('redirect')) ?? defaultTarget, extra),
  };
}

export async function applyPcWebHandoff(handoff: PcWebHandoff): Promise<void> {
  beginSession(handoff.session);
  writeString(STORAGE_KEYS.email, handoff.email);
  setPcMode(handoff.pcMode);
  if (handoff.locale) await setLocale(handoff.locale);
}

/** Route loader: store the handoff and leave /pc-web (tokens do not stay in history). */
export async function pcWebLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const handoff = parsePcWebQuery(new URL(request.url).search, defaultHomePath());
  if (!handoff) return redirect(SIGN_IN_PATH);
  await applyPcWebHandoff(handoff);
  return redirect(handoff.target);
}
