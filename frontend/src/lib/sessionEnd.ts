/**
 * Why the last session ended, when a 401 ended it, kept for the sign-in page in
 * sessionStorage (this tab only, gone with it). Signing out is no ending to explain.
 */
import { STORAGE_KEYS } from '@/constants';

/** A company identity's access ended: removed, left, company deleted or handed over. */
export const COMPANY_ACCESS_ENDED = 'company_access_ended';
/** Any other 401 that ended a session: it expired, was revoked or signed out elsewhere. */
export const SESSION_ENDED = 'session_ended';

export type SessionEndReason = typeof COMPANY_ACCESS_ENDED | typeof SESSION_ENDED;

const REASONS: readonly string[] = [COMPANY_ACCESS_ENDED, SESSION_ENDED];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps why a 401 (its envelope's `code`) ended the session. */
export function rememberSessionEnd(code: string | undefined): void {
  try {
    storage()?.setItem(
      STORAGE_KEYS.sessionEnd,
      code === COMPANY_ACCESS_ENDED ? COMPANY_ACCESS_ENDED : SESSION_ENDED,
    );
  } catch {
    // Storage disabled: the sign-in page just does not say why.
  }
}

export function readSessionEnd(): SessionEndReason | null {
  try {
    const code = storage()?.getItem(STORAGE_KEYS.sessionEnd) ?? null;
    return code && REASONS.includes(code) ? (code as SessionEndReason) : null;
  } catch {
    return null;
  }
}

/** Once shown, the reason is not shown again. */
export function forgetSessionEnd(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.sessionEnd);
  } catch {
    // Nothing kept.
  }
}
