import { useApiQuery, type QueryResult } from '@/api/query';
import { useSession } from '@/api/session';
import type { Profile } from '@/api/types';

import { fetchProfile } from './api';

export const PROFILE_QUERY_KEY = 'account/profile';

/** The signed-in user's profile, shared by the header and the account page. */
export function useProfile(): QueryResult<Profile> {
  const session = useSession();
  return useApiQuery(session ? PROFILE_QUERY_KEY : null, fetchProfile);
}
