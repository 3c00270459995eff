import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import type { DownloadLinks } from '@/api/types';

import { fetchDownloadLinks } from './api';

export const mobileKeys = {
  downloadLinks: ['mobile', 'download-links'] as const,
};

/** The links are settings: read once (the page's "Try again" reads again). */
export function useDownloadLinks(): UseQueryResult<DownloadLinks> {
  return useQuery({ queryKey: mobileKeys.downloadLinks, queryFn: fetchDownloadLinks });
}
