/**
 * The person's point on the nearby pages, kept in the URL (`near=lng,lat`, `max_km`) so a
 * link or a reload keeps it; the desktop and mobile nearby pages share it.
 */
import { positiveIntParam } from '@/lib/listQuery';
import { useUrlQuery, type QueryChanges } from '@/lib/urlQuery';
import type { LngLat } from '@/utils/geo';
import { withQuery } from '@/utils/url';

/** Without `max_km` the nearby pages keep to 100 km; the server caps it at 1,000 (DECISIONS). */
export const DEFAULT_MAX_KM = 100;
export const MAX_KM = 1000;

const POINT = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/;

const LAT_RANGE = { min: -90, max: 90 } as const;
const LNG_RANGE = { min: -180, max: 180 } as const;

const inRange = (value: number, { min, max }: { min: number; max: number }) =>
  value >= min && value <= max;

/** A `lng,lat` text as a point, or null when malformed or out of range. */
export function parsePoint(text: string | null | undefined): LngLat | null {
  const match = text ? POINT.exec(text) : null;
  if (!match) return null;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  return inRange(lng, LNG_RANGE) && inRange(lat, LAT_RANGE) ? [lng, lat] : null;
}

/**
 * A point as `near` writes it: rounded to 0.001° (about 100 m), plenty for distances in whole
 * kilometres, and a shared link does not carry the exact place.
 */
export function formatPoint([lng, lat]: LngLat): string {
  const round = (value: number) => String(Math.round(value * 1000) / 1000);
  return `${round(lng)},${round(lat)}`;
}

export interface NearbyLocation {
  /** The point as the URL keeps it (`lng,lat`), or undefined before one is chosen. */
  near: string | undefined;
  point: LngLat | null;
  /** The distance range in km (100 unless the URL says otherwise, at most 1,000). */
  maxKm: number;
  page: number;
  setPoint: (point: LngLat) => void;
  setMaxKm: (km: number) => void;
  /** Changes to the URL query (`useUrlQuery`), for the paged list. */
  update: (changes: QueryChanges) => void;
}

/** The nearby pages' URL state: the point, the range and the page (a malformed value is left out). */
export function readNearbyQuery(params: URLSearchParams) {
  const point = parsePoint(params.get('near'));
  return {
    near: point ? (params.get('near') ?? undefined) : undefined,
    point,
    maxKm: Math.min(positiveIntParam(params.get('max_km')) ?? DEFAULT_MAX_KM, MAX_KM),
    page: positiveIntParam(params.get('page')) ?? 1,
  };
}

/** The point and range in the URL, and their setters (any change but the page's goes to page 1). */
export function useNearbyLocation(): NearbyLocation {
  const [params, update] = useUrlQuery();
  return {
    ...readNearbyQuery(params),
    setPoint: (point) => update({ near: formatPoint(point) }),
    setMaxKm: (km) => update({ max_km: km === DEFAULT_MAX_KM ? undefined : String(km) }),
    update,
  };
}

/** A nearby page's path keeping the point and a range other than the default. */
export function nearbyLink(path: string, { near, maxKm }: Pick<NearbyLocation, 'near' | 'maxKm'>) {
  return withQuery(path, { near, max_km: maxKm === DEFAULT_MAX_KM ? undefined : String(maxKm) });
}
