import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { sessionStore, useSession } from '@/api/session';
import type { Session } from '@/api/types';
import { beginSession, endSession } from '@/lib/auth';
import { SIGN_IN_PATH } from '@/config/paths';
import { isPcMode, postToHost } from '@/lib/host';
import { defaultHomePath } from '@/config/pages';
import { QUERY_PARAMS } from '@/constants';
import { safeRedirectPath, withQuery } from '@/utils/url';

import { logout } from './api';

/** The page to open after signing in: `?redirect=` if safe and not an auth page. */
export function signInTarget(redirectParam: string | null, fallback: string): string {
  const target = safeRedirectPath(redirectParam);
  return target && !target.startsWith('/auth') ? target : fallback;
}

/**
 * Leaves the auth pages for the app: to the `redirect` path (by default this
 * page's `?redirect=`) if safe, else the default home; in PC mode the desktop
 * host is asked to open it instead.
 */
function useContinueToApp(): (session: Session, redirect?: string | null) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (session: Session, redirect: string | null = params.get(QUERY_PARAMS.redirect)) => {
      const target = signInTarget(redirect, defaultHomePath());
      if (isPcMode()) {
        postToHost({ type: 'redirect', path: target, session });
        return;
      }
      navigate(target, { replace: true });
    },
    [navigate, params],
  );
}

/** Stores a new session and continues to the app (see `useContinueToApp`). */
export function useCompleteSignIn(): (session: Session, redirect?: string | null) => void {
  const continueToApp = useContinueToApp();
  return useCallback(
    (session: Session, redirect?: string | null) => {
      beginSession(session);
      continueToApp(session, redirect);
    },
    [continueToApp],
  );
}

/**
 * "Continue" on the e-mail pages: into the app when signed in (see
 * `useContinueToApp`), else to sign-in, keeping `?redirect=`.
 */
export function useContinue(): () => void {
  const session = useSession();
  const continueToApp = useContinueToApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(() => {
    if (session) {
      continueToApp(session);
      return;
    }
    const redirect = params.get(QUERY_PARAMS.redirect);
    navigate(withQuery(SIGN_IN_PATH, { [QUERY_PARAMS.redirect]: redirect }));
  }, [session, continueToApp, navigate, params]);
}

/** Signs out on the server (best effort), forgets the session and goes to sign-in (or `to`). */
export function useSignOut(to: string = SIGN_IN_PATH): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = sessionStore.get();
    try {
      if (session) await logout(session.refresh_token);
    } catch {
      // The tokens are forgotten either way; an expired one cannot be revoked twice.
    } finally {
      endSession();
      navigate(to, { replace: true });
    }
  }, [navigate, to]);
}
