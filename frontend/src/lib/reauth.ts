/**
 * Re-authentication: sign-in method changes and account deletion answer 403
 * `reauth_required` unless the session confirmed the person within the last minutes.
 * `withReauth(call)` then asks for the password (or a code, `data.method`) in the one
 * shared dialog (`ReauthHost`), and retries the call once after `account/reauth` succeeded.
 * Closing the dialog rejects with the original refusal, so callers show its message.
 */
import { useSyncExternalStore } from 'react';

import { ApiError } from '@/api/errors';

export type ReauthMethod = 'password' | 'code';

export interface ReauthPrompt {
  method: ReauthMethod;
  /** The dialog calls it once `account/reauth` succeeded. */
  confirm: () => void;
  /** The dialog calls it when the person closes it. */
  cancel: () => void;
}

const REAUTH_REQUIRED = 'reauth_required';

let current: ReauthPrompt | null = null;
let waiting: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: ReauthPrompt | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the dialog (calls refused meanwhile share it). */
function askReauth(refusal: ApiError): Promise<void> {
  if (!waiting) {
    const asked = (refusal.data as { method?: string } | null)?.method;
    const method: ReauthMethod = asked === 'code' ? 'code' : 'password';
    waiting = new Promise<void>((resolve, reject) => {
      publish({ method, confirm: resolve, cancel: () => reject(refusal) });
    }).finally(() => {
      waiting = null;
      publish(null);
    });
  }
  return waiting;
}

export async function withReauth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.error !== REAUTH_REQUIRED) throw error;
    await askReauth(error);
    return call();
  }
}

/** The pending request for the dialog, or null. */
export function useReauthPrompt(): ReauthPrompt | null {
  return useSyncExternalStore(subscribe, () => current);
}
