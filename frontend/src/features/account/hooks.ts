import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSession } from '@/api/session';
import type { Profile } from '@/api/types';

import { fetchProfile } from './api';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
};

/** The signed-in user's profile, shared by the header and the account page. */
export function useProfile(): UseQueryResult<Profile> {
  const session = useSession();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: fetchProfile,
    enabled: session !== null,
  });
}

/** Shows the profile an account change answered with, everywhere it is read. */
export function useStoreProfile(): (profile: Profile) => void {
  const client = useQueryClient();
  return useCallback(
    (profile: Profile) => client.setQueryData(accountKeys.profile, profile),
    [client],
  );
}
