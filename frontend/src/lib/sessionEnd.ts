/**
 * Why the last session ended, when the server said so in its 401, kept for the sign-in page
 * in sessionStorage (this tab only, gone with it).
 */
import { STORAGE_KEYS } from '@/constants';

/** A company identity's access ended: removed, left, company deleted or handed over. */
export const COMPANY_ACCESS_ENDED = 'company_access_ended';

export type SessionEndReason = typeof COMPANY_ACCESS_ENDED;

const REASONS: readonly string[] = [COMPANY_ACCESS_ENDED];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a 401's `code` when the sign-in page explains it; any other 401 forgets the last one. */
export function rememberSessionEnd(code: string | undefined): void {
  try {
    if (code && REASONS.includes(code)) storage()?.setItem(STORAGE_KEYS.sessionEnd, code);
    else storage()?.removeItem(STORAGE_KEYS.sessionEnd);
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
  rememberSessionEnd(undefined);
}
