import { API_PREFIX, api } from '@/api/client';
import type { MenuRoute } from '@/api/types';

/**
 * The caller's menu, already filtered by the server for the user type.
 * Fetched by the navigation guard, whose progress bar already shows: no overlay.
 */
export function fetchMenu(): Promise<MenuRoute[]> {
  return api.get<MenuRoute[]>(`${API_PREFIX.iam}/menu`, { loading: false });
}
