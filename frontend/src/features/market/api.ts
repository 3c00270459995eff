import { API_PREFIX, api } from '@/api/client';
import type { FeatureCollection } from 'geojson';

import type {
  Listing,
  ListingGroup,
  ListingSort,
  ListingTier,
  MapSettings,
  Page,
  Place,
  Region,
} from '@/api/types';

const MARKET = `${API_PREFIX.rmp}/market`;

/** The filters of `GET market/applications`, as the URL keeps them. */
export interface ListingFilters {
  label?: string;
  /** A search narrowed by the other filters, matched as typed. */
  q?: string;
  gpu?: string;
  min_vram_bytes?: number;
  min_gpus?: number;
  tier?: ListingTier;
  /** Coins per hour, decimal strings. */
  min_price?: string;
  max_price?: string;
  /** `lng,lat`. */
  near?: string;
  max_km?: number;
  sort?: ListingSort;
  /** Only the listings nobody rents now. */
  available?: boolean;
}

export interface Paging {
  offset: number;
  limit: number;
}

// Public reads (a token sent along is ignored); the pages render their own skeletons.

export function fetchListingGroups(near?: string, size?: number): Promise<ListingGroup[]> {
  const body = { ...(near ? { near } : {}), ...(size ? { size } : {}) };
  return api.post<ListingGroup[]>(`${MARKET}/applications-groupby-labels`, body, {
    loading: false,
  });
}

export function fetchListings(query: ListingFilters & Paging): Promise<Page<Listing>> {
  return api.get<Page<Listing>>(`${MARKET}/applications`, {
    query: { ...query },
    loading: false,
  });
}

export function searchListings(
  query: { q: string; available?: boolean } & Paging,
): Promise<Page<Listing>> {
  return api.get<Page<Listing>>(`${MARKET}/search`, { query: { ...query }, loading: false });
}

/** Unlisted, hidden or unknown: 404 `not_found`. */
export function fetchListing(id: number): Promise<Listing> {
  return api.get<Listing>(`${MARKET}/applications/${id}`, { loading: false });
}

export function fetchMapSettings(): Promise<MapSettings> {
  return api.get<MapSettings>(`${MARKET}/map-settings`, { loading: false });
}

/** The world's land (Natural Earth 1:110m), the map's basemap when no style is configured. */
export function fetchBasemap(): Promise<FeatureCollection> {
  return api.get<FeatureCollection>(`${MARKET}/basemap`, { loading: false });
}

/** Places whose name (English or Chinese) starts with or holds `q`, the likeliest first. */
export function searchPlaces(q: string): Promise<Place[]> {
  return api.get<Place[]>(`${MARKET}/places`, { query: { q }, loading: false });
}

/** The region `near` (`lng,lat`) lies in. */
export function fetchRegion(near: string): Promise<Region> {
  return api.get<Region>(`${MARKET}/region`, { query: { near }, loading: false });
}
