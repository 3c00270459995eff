import { API_PREFIX, api } from '@/api/client';
import type { DownloadLinks } from '@/api/types';

/** The clients' links and their QR codes (public; the page renders its own skeleton). */
export function fetchDownloadLinks(): Promise<DownloadLinks> {
  return api.get<DownloadLinks>(`${API_PREFIX.rmp}/download/links`, { loading: false });
}
