import { setQueryData, useApiQuery, type QueryResult } from '@/api/query';
import { useSession } from '@/api/session';
import type { Profile } from '@/api/types';

import { fetchProfile } from './api';

export const PROFILE_QUERY_KEY = 'account/profile';

/** The signed-in user's profile, shared by the header and the account page. */
export function useProfile(): QueryResult<Profile> {
  const session = useSession();
  return useApiQuery(session ? PROFILE_QUERY_KEY : null, fetchProfile);
}

/** Shows the profile an account change answered with, everywhere it is read. */
export function storeProfile(profile: Profile): void {
  setQueryData(PROFILE_QUERY_KEY, profile);
}
