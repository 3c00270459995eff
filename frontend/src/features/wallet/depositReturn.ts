/**
 * A deposit started from elsewhere (the rent dialog's "Deposit coins") comes back there: the
 * page it started from travels as `/wallet/pay?redirect=`, is kept in this tab's
 * sessionStorage beside the deposit while the browser is away at the payment page, and the
 * paid result offers the way back.
 */
import { STORAGE_KEYS } from '@/constants';
import { safeRedirectPath } from '@/utils/url';

interface Kept {
  deposit: string;
  path: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `path` (a same-site path only) as where deposit `deposit` goes back to. */
export function rememberDepositReturn(deposit: string, path: string | null): void {
  const safe = safeRedirectPath(path);
  try {
    if (safe)
      storage()?.setItem(STORAGE_KEYS.depositReturn, JSON.stringify({ deposit, path: safe }));
    else storage()?.removeItem(STORAGE_KEYS.depositReturn);
  } catch {
    // Storage disabled: the result page offers the wallet only.
  }
}

/** Where deposit `deposit` goes back to, if it was started from another page in this tab. */
export function depositReturn(deposit: string): string | null {
  try {
    const kept = JSON.parse(
      storage()?.getItem(STORAGE_KEYS.depositReturn) ?? 'null',
    ) as Kept | null;
    return kept?.deposit === deposit ? safeRedirectPath(kept.path) : null;
  } catch {
    return null;
  }
}
