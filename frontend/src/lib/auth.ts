/**
 * Starting and ending a session: the stores that depend on who is signed in (the shell's
 * menu, cached queries) subscribe with `onSessionReset` and are reset together with the
 * tokens; the lists' kept states (`PERSON_STORAGE_KEYS`) are forgotten then too.
 */
import { sessionStore } from '@/api/session';
import type { Session } from '@/api/types';
import { SIGN_IN_PATH, signInRedirect } from '@/config/paths';
import { PERSON_STORAGE_KEYS } from '@/constants';
import { writeString } from '@/utils/storage';

import { isPcMode, postToHost } from './host';
import { rememberSessionEnd } from './sessionEnd';
import { currentPath, currentPathname, navigateTo } from './navigation';

const resetListeners = new Set<() => void>();

/** Calls `listener` whenever who is signed in changes (e.g. to forget cached reads). */
export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => {
    resetListeners.delete(listener);
  };
}

function resetSessionStores(): void {
  // The kept list states are the previous person's (or identity's): the next one starts clean.
  PERSON_STORAGE_KEYS.forEach((key) => writeString(key, null));
  resetListeners.forEach((listener) => listener());
}

export function beginSession(session: Session): void {
  resetSessionStores();
  sessionStore.set(session);
}

export function endSession(): void {
  sessionStore.clear();
  resetSessionStores();
}

/**
 * After a 401 (the client has cleared the tokens): sign-in page, keeping the
 * current page as `?redirect=`, or in PC mode a message to the host. When it ended a
 * session (`hadSession`), the sign-in page says so, and why for a `code` it explains
 * (`company_access_ended`).
 */
export function handleUnauthorized(code?: string, hadSession = true): void {
  if (hadSession) rememberSessionEnd(code);
  endSession();
  if (isPcMode()) {
    postToHost({ type: 'redirect', path: SIGN_IN_PATH, session: null });
    return;
  }
  if (currentPathname().startsWith('/auth/')) return;
  navigateTo(signInRedirect(currentPath()), { replace: true });
}

// A sign-out in another tab clears this tab's menu and cached data too.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) resetSessionStores();
});
