import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useSession } from '@/api/session';
import type { Profile } from '@/api/types';

import { fetchProfile } from './api';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
};

/** The profile's read, for `useProfile` and the frame's early reads (`shell.data.ts`). */
export const profileRead = () => ({ queryKey: accountKeys.profile, queryFn: fetchProfile });

/** The signed-in user's profile, shared by the header and the account page. */
export function useProfile(): UseQueryResult<Profile> {
  const session = useSession();
  return useQuery({ ...profileRead(), enabled: session !== null });
}

/** Shows the profile an account change answered with, everywhere it is read. */
export function useStoreProfile(): (profile: Profile) => void {
  const client = useQueryClient();
  return useCallback(
    (profile: Profile) => client.setQueryData(accountKeys.profile, profile),
    [client],
  );
}
