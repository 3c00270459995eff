import { useQuery, type UseQueryResult } from '@tanstack/react-query';

import { isNotFound } from '@/api/errors';
import type { Listing, ListingGroup, Page, Place, Region } from '@/api/types';
import { useLocale } from '@/i18n/locale';
import { TOPIC_POLL_MS } from '@/stream/topics';

import {
  fetchBasemap,
  fetchListing,
  fetchListingGroups,
  fetchListings,
  fetchMapSettings,
  fetchRegion,
  searchListings,
  searchPlaces,
  type ListingFilters,
  type Paging,
} from './api';
import { isFiltered } from './filters';
import { useMarketVariant } from './variant';

export const PAGE_SIZE = 12;

/**
 * Listings come and go as their apps start, stop or their devices go offline, and no stream
 * event says so: every market read polls while the tab is visible (TanStack pauses the
 * interval in a hidden tab), so a listing that went away disappears.
 */
const LIVE = { refetchInterval: TOPIC_POLL_MS } as const;

// The server answers in the caller's language, so the locale is part of every key.
export const marketKeys = {
  all: ['market'] as const,
  groups: (locale: string, near: string | undefined, size: number | undefined) =>
    ['market', locale, 'groups', near ?? null, size ?? null] as const,
  list: (locale: string, query: ListingFilters & Paging) =>
    ['market', locale, 'list', query] as const,
  search: (locale: string, query: { q: string; available?: boolean } & Paging) =>
    ['market', locale, 'search', query] as const,
  listing: (locale: string, id: number | null) => ['market', locale, 'listing', id] as const,
  places: (locale: string, q: string) => ['market', locale, 'places', q] as const,
  region: (locale: string, near: string | undefined) => ['market', locale, 'region', near] as const,
  mapSettings: ['market', 'map-settings'] as const,
  basemap: ['market', 'basemap'] as const,
};

/** The listings by label, `size` a label (the server's default without it), near a point. */
export const listingGroupsRead = (locale: string, near?: string, size?: number) => ({
  queryKey: marketKeys.groups(locale, near, size),
  queryFn: () => fetchListingGroups(near, size),
});

export function useListingGroups(near?: string): UseQueryResult<ListingGroup[]> {
  const locale = useLocale();
  const { groupSize } = useMarketVariant();
  return useQuery({ ...listingGroupsRead(locale, near, groupSize), ...LIVE });
}

/**
 * The filtered list (with the search in it), or a search alone: `market/search`, which ranks
 * by the names and forgives typos.
 */
export function useListings(
  query: ListingFilters & Paging,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<Page<Listing>> {
  const locale = useLocale();
  const { q, available, ...filters } = query;
  // Sent only when on, as the server's default is every listing.
  const availability = { available: available || undefined };
  const alone = q && !isFiltered(filters) && !filters.label && !filters.near;
  const search = { q: q ?? '', ...availability, offset: query.offset, limit: query.limit };
  const list = { ...filters, ...availability, q: q || undefined };
  return useQuery({
    queryKey: alone ? marketKeys.search(locale, search) : marketKeys.list(locale, list),
    queryFn: () => (alone ? searchListings(search) : fetchListings(list)),
    enabled,
    ...LIVE,
  });
}

/** One listing; `id` null skips. A listing gone (404) is not read again. */
export function useListing(id: number | null): UseQueryResult<Listing> {
  const locale = useLocale();
  return useQuery({
    queryKey: marketKeys.listing(locale, id),
    queryFn: () => fetchListing(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : TOPIC_POLL_MS),
  });
}

/** The map's style settings and, without a configured style, the offline basemap (read once). */
export function useMapSettings() {
  return useQuery({ queryKey: marketKeys.mapSettings, queryFn: fetchMapSettings });
}

export function useBasemap(enabled: boolean) {
  return useQuery({ queryKey: marketKeys.basemap, queryFn: fetchBasemap, enabled });
}

/** Places named like `q` (the place box's suggestions); an empty `q` asks nothing. */
export function usePlaces(q: string): UseQueryResult<Place[]> {
  const locale = useLocale();
  return useQuery({
    queryKey: marketKeys.places(locale, q),
    queryFn: () => searchPlaces(q),
    enabled: q !== '',
    staleTime: Infinity,
  });
}

/** The region the chosen point (`lng,lat`) lies in; none asks nothing. */
export function useRegion(near: string | undefined): UseQueryResult<Region> {
  const locale = useLocale();
  return useQuery({
    queryKey: marketKeys.region(locale, near),
    queryFn: () => fetchRegion(near ?? ''),
    enabled: near !== undefined,
    staleTime: Infinity,
  });
}
