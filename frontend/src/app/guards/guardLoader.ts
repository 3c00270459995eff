import { replace, type LoaderFunctionArgs } from 'react-router';

import { ApiError, NetworkError } from '@/api/errors';
import { sessionStore } from '@/api/session';
import type { MenuRoute } from '@/api/types';
import { warningModal } from '@/components/feedback';
import { isBuiltPath, menuPathFor } from '@/config/pages';
import { NETWORK_ERROR_PATH, SIGN_IN_PATH, signInRedirect } from '@/config/paths';
import { QUERY_PARAMS } from '@/constants';
import { translate } from '@/i18n/intl';
import { applyLangParam } from '@/i18n/locale';
import { withQuery } from '@/utils/url';

import { endSession } from '@/lib/auth';
import { isPcMode, postToHost } from '@/lib/host';
import { guardMessages } from '../messages';
import { loadMenu, menuStore } from '../menu/store';
import { decideNavigation, type GuardInput } from './decide';

export interface GuardEnvironment {
  online: () => boolean;
  userAgent: () => string;
  loadMenu: () => Promise<MenuRoute[]>;
}

const browserEnvironment: GuardEnvironment = {
  online: () => navigator.onLine,
  userAgent: () => navigator.userAgent,
  loadMenu: () => loadMenu(),
};

/** The empty-menu outcome: explain, forget the session, back to sign-in. */
function denyAccess(): never {
  warningModal({
    title: translate(guardMessages.noAccessTitle),
    content: translate(guardMessages.noAccessContent),
  });
  endSession();
  throw replace(SIGN_IN_PATH);
}

/**
 * The root route's loader: runs `decideNavigation` before every navigation
 * (the root route always revalidates) and carries out its decision.
 */
export function createGuardLoader(env: GuardEnvironment = browserEnvironment) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    await applyLangParam(url.searchParams);
    const wanted = `${url.pathname}${url.search}`;

    // At most two rounds: the second runs with the menu loaded.
    for (let round = 0; round < 2; round += 1) {
      const input: GuardInput = {
        pathname: url.pathname,
        search: url.search,
        online: env.online(),
        userAgent: env.userAgent(),
        userType: sessionStore.get()?.userType ?? null,
        menu: menuStore.get(),
        pcMode: isPcMode(),
        isRegistered: isBuiltPath,
        menuPathFor,
      };
      const decision = decideNavigation(input);
      switch (decision.kind) {
        case 'allow':
          return null;
        case 'redirect':
          throw replace(decision.to);
        case 'host':
          postToHost({ type: 'redirect', path: decision.path, session: sessionStore.get() });
          return null;
        case 'no-access':
          return denyAccess();
        case 'load-menu':
          try {
            await env.loadMenu();
          } catch (error) {
            if (error instanceof NetworkError) {
              throw replace(withQuery(NETWORK_ERROR_PATH, { [QUERY_PARAMS.redirect]: wanted }));
            }
            if (error instanceof ApiError && error.code === 401)
              throw replace(signInRedirect(wanted));
            throw error;
          }
          break;
      }
    }
    return null;
  };
}

export const guardLoader = createGuardLoader();
