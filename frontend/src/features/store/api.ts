import { API_PREFIX, api } from '@/api/client';
import type {
  Page,
  PageQuery,
  StoreApp,
  StoreAppDetail,
  StoreDisplayType,
  StoreGroup,
} from '@/api/types';

const STORE = `${API_PREFIX.rmp}/store`;

export interface StoreAppQuery extends PageQuery {
  label?: string;
  type?: StoreDisplayType;
  q?: string;
}

// Public reads (a token sent along is ignored); the pages render their own skeletons.

/** The front page: labels by position with their newest apps. */
export function fetchStoreGroups(): Promise<StoreGroup[]> {
  return api.get<StoreGroup[]>(`${STORE}/groups`, { loading: false });
}

export function fetchStoreApps({
  label,
  type,
  q,
  offset,
  limit,
}: StoreAppQuery): Promise<Page<StoreApp>> {
  return api.get<Page<StoreApp>>(`${STORE}/apps`, {
    query: { label: label || undefined, type, q: q || undefined, offset, limit },
    loading: false,
  });
}

/** Unpublished or unknown: 404 `not_found`. */
export function fetchStoreApp(id: number): Promise<StoreAppDetail> {
  return api.get<StoreAppDetail>(`${STORE}/apps/${id}`, { loading: false });
}
