import type { MenuRoute, UserType } from '@/api/types';
import { isPublicPath, isSignedInPath, mayOpen } from '@/config/pages';
import { APP_PATH, FORBIDDEN_PATH, NETWORK_ERROR_PATH, signInRedirect } from '@/config/paths';
import { QUERY_PARAMS } from '@/constants';
import { menuAllows } from '@/utils/menu';
import { withQuery } from '@/utils/url';

import { mobileRedirect } from './mobile';

export interface GuardInput {
  pathname: string;
  /** Query string including `?`, or empty. */
  search: string;
  online: boolean;
  userAgent: string;
  /** The session's user type, or null when signed out. */
  userType: UserType | null;
  /** The caller's menu, or null while not loaded. */
  menu: readonly MenuRoute[] | null;
  pcMode: boolean;
  /** A page is registered for this path (so it is not the 404 screen). */
  isRegistered: (pathname: string) => boolean;
  /**
   * The server-menu path that must grant the page at this path (its own, or the
   * entry it belongs to, e.g. /account for /account/username), or null for pages
   * the menu does not govern.
   */
  menuPathFor: (pathname: string) => string | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Fetch the menu, then decide again. */
  | { kind: 'load-menu' }
  /** Signed in but the menu is empty: warn, sign out, go to sign-in. */
  | { kind: 'no-access' }
  /** PC mode: tell the desktop host to open `path` (the page still renders). */
  | { kind: 'host'; path: string };

/**
 * The navigation rules of spec section 2 as one pure function, applied before
 * every navigation (see `guardLoader`).
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search } = input;
  const wanted = `${pathname}${search}`;

  if (!input.online && pathname !== NETWORK_ERROR_PATH) {
    return {
      kind: 'redirect',
      to: withQuery(NETWORK_ERROR_PATH, { [QUERY_PARAMS.redirect]: wanted }),
    };
  }

  if (input.pcMode) {
    if (pathname === APP_PATH) return { kind: 'host', path: wanted };
  } else {
    const mobileTarget = mobileRedirect({
      userAgent: input.userAgent,
      signedIn: input.userType !== null,
      pathname,
      search,
      isBuilt: input.isRegistered,
    });
    if (mobileTarget) return { kind: 'redirect', to: mobileTarget };
  }

  if (isPublicPath(pathname)) return { kind: 'allow' };
  // Unknown paths show the 404 screen to everyone; a page behind sign-in that is not built
  // yet asks for sign-in first, then shows the 404 screen.
  if (!input.isRegistered(pathname) && !isSignedInPath(pathname)) return { kind: 'allow' };

  if (input.userType === null) return { kind: 'redirect', to: signInRedirect(wanted) };
  if (input.menu === null) return { kind: 'load-menu' };
  if (input.menu.length === 0) return { kind: 'no-access' };
  if (!input.isRegistered(pathname)) return { kind: 'allow' };
  // The server's menu (cut to the caller's user type) grants the pages it governs; the page
  // table's user types grant the others.
  const menuPath = input.menuPathFor(pathname);
  const granted =
    menuPath === null ? mayOpen(pathname, input.userType) : menuAllows(input.menu, menuPath);
  return granted ? { kind: 'allow' } : { kind: 'redirect', to: FORBIDDEN_PATH };
}
