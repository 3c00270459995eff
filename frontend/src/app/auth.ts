/**
 * Starting and ending a session: the stores that depend on who is signed in
 * (menu, cached queries) are reset together with the tokens.
 */
import { resetQueries } from '@/api/query';
import { sessionStore } from '@/api/session';
import type { Session } from '@/api/types';
import { SIGN_IN_PATH, signInRedirect } from '@/config/paths';

import { isPcMode, postToHost } from './host';
import { menuStore } from './menu/store';
import { currentPath, currentPathname, navigateTo } from './navigation';

export function beginSession(session: Session): void {
  menuStore.reset();
  resetQueries();
  sessionStore.set(session);
}

export function endSession(): void {
  sessionStore.clear();
  menuStore.reset();
  resetQueries();
}

/**
 * After a 401 (the client has cleared the tokens): sign-in page, keeping the
 * current page as `?redirect=`, or in PC mode a message to the host.
 */
export function handleUnauthorized(): void {
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
  if (!sessionStore.get()) {
    menuStore.reset();
    resetQueries();
  }
});
