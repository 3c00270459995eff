import { API_PREFIX, api } from '@/api/client';
import type { Profile } from '@/api/types';

export function fetchProfile(): Promise<Profile> {
  // Pages render their own loading state, so no global overlay.
  return api.get<Profile>(`${API_PREFIX.iam}/account/profile`, { loading: false });
}
