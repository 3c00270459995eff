import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { sessionStore } from '@/api/session';
import type { Session } from '@/api/types';
import { beginSession, endSession } from '@/app/auth';
import { SIGN_IN_PATH } from '@/app/guards/paths';
import { isPcMode, postToHost } from '@/app/host';
import { defaultHomePath } from '@/app/pages';
import { QUERY_PARAMS } from '@/constants';
import { safeRedirectPath } from '@/utils/url';

import { logout } from './api';

/** The page to open after signing in: `?redirect=` if safe and not an auth page. */
export function signInTarget(redirectParam: string | null, fallback: string): string {
  const target = safeRedirectPath(redirectParam);
  return target && !target.startsWith('/auth') ? target : fallback;
}

/**
 * Stores a new session and leaves the sign-in/sign-up page: to `?redirect=`
 * or the default home, or in PC mode hands over to the desktop host.
 */
export function useCompleteSignIn(): (session: Session) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (session: Session) => {
      beginSession(session);
      const target = signInTarget(params.get(QUERY_PARAMS.redirect), defaultHomePath());
      if (isPcMode()) {
        postToHost({ type: 'redirect', path: target, session });
        return;
      }
      navigate(target, { replace: true });
    },
    [navigate, params],
  );
}

/** Signs out on the server (best effort), forgets the session and goes to sign-in. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = sessionStore.get();
    try {
      if (session) await logout(session.refresh_token);
    } catch {
      // The tokens are forgotten either way; an expired one cannot be revoked twice.
    } finally {
      endSession();
      navigate(SIGN_IN_PATH, { replace: true });
    }
  }, [navigate]);
}
