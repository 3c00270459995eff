/** Data shared by the market pages' tests. */
import type { Listing, ListingGroup, Page, Place } from '@/api/types';
import { ok, rmpRoutes, type RouteHandler } from '@/test/http';

export const GIB = 1024 ** 3;

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 11,
    installed_app_id: 40,
    app_id: 3,
    name: 'Stable Diffusion',
    summary: 'Text to image on your own GPU',
    display_type: 'ai_compute',
    labels: [{ slug: 'ai', name: 'AI' }],
    icon: '',
    tier: 'high',
    cpu_cores: 16,
    memory_bytes: 64 * GIB,
    disk_bytes: 1024 * GIB,
    gpus: [{ name: 'RTX 4090', vram_bytes: 24 * GIB, passthrough: true }],
    price_per_hour: '12.50',
    provider_name: 'Bob Chen',
    first_hold: '3.00',
    busy: false,
    location: { lng: 121.47, lat: 31.23 },
    region: 'Shanghai',
    distance_km: null,
    reliability: { uptime_1d: 1, uptime_7d: 0.987, uptime_30d: 0.95, failed_rentals: 2 },
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export const NAS_LISTING = makeListing({
  id: 12,
  app_id: 7,
  name: 'Home NAS',
  summary: 'Files for the family',
  display_type: 'nas',
  labels: [{ slug: 'storage', name: 'Storage' }],
  tier: 'basic',
  gpus: [],
  price_per_hour: '1.00',
  provider_name: 'Carol',
  location: null,
  region: null,
  reliability: null,
});

export const GROUPS: ListingGroup[] = [
  { label: { slug: 'ai', name: 'AI' }, total: 1, listings: [makeListing()] },
  { label: { slug: 'storage', name: 'Storage' }, total: 1, listings: [NAS_LISTING] },
];

export const page = <T>(items: T[], total = items.length): Page<T> => ({ items, total });

/** Places the place search knows, as `GET market/places` answers them in English. */
export const PLACES: Place[] = [
  { name: 'Hangzhou', region: 'Hangzhou, Zhejiang', lng: 120.16, lat: 30.27 },
  { name: 'Shanghai', region: 'Shanghai', lng: 121.47, lat: 31.23 },
];

/** `GET market/places`: the places whose name starts with `q`. */
export const placeSearch: RouteHandler = (_init, url) => {
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  return ok(PLACES.filter((place) => place.name.toLowerCase().startsWith(q)));
};

/**
 * The market API answering `table`, with the front page's groups, the place search and
 * every point in Shanghai by default.
 */
export function marketApi(table: Record<string, RouteHandler> = {}) {
  return rmpRoutes({
    'POST market/applications-groupby-labels': () => ok(GROUPS),
    'GET market/places': placeSearch,
    'GET market/region': () => ok({ region: 'Shanghai' }),
    ...table,
  });
}

/** A call's query parameters. */
export const queryOf = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call!.url, 'http://app.invalid').searchParams);
