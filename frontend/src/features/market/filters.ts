/** The market lists' state, all of it in the URL query (so a link or a reload keeps it). */

import type { ListingSort, ListingTier } from '@/api/types';
import { positiveIntParam } from '@/lib/listQuery';
import { DEVICE_TIERS } from '@/features/devices';
import { useUrlQuery } from '@/lib/urlQuery';

import type { ListingFilters } from './api';
import { parsePoint } from './nearby/location';

const GIB = 1024 ** 3;
/** The minimum-VRAM choices, in GB (`?vram=`). */
export const VRAM_CHOICES_GB = [4, 8, 12, 16, 24, 48, 80] as const;
/** The GPU-count choices (`?gpus=`, at least this many). */
export const GPU_COUNT_CHOICES = [1, 2, 4, 8] as const;
/** The distance choices, in km (`?max_km=`, only with `?near=`). */
export const DISTANCE_CHOICES_KM = [10, 50, 100, 500, 1000] as const;
/** The order the server picks when none is asked for. */
export const DEFAULT_SORT: ListingSort = 'recommended';
export const SORTS: readonly ListingSort[] = [
  'recommended',
  'newest',
  'price',
  '-price',
  'reliability',
  'distance',
];

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

export interface MarketQuery {
  filters: ListingFilters;
  /** The search (the front page's box); empty: none. */
  q: string;
  page: number;
}

const price = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value && PRICE.test(value) ? value : undefined;
};

/**
 * The query's filters; a malformed one is left out, and so is the sort when it is the page's
 * default (`recommended` on the market, `distance` nearby).
 */
export function readMarketQuery(
  params: URLSearchParams,
  defaultSort: ListingSort = DEFAULT_SORT,
): MarketQuery {
  const tier = params.get('tier') as ListingTier | null;
  const point = params.get('near');
  const near = point && parsePoint(point) ? point : undefined;
  const sort = params.get('sort') as ListingSort | null;
  const chosen = sort && sort !== defaultSort && SORTS.includes(sort) ? sort : null;
  const vram = positiveIntParam(params.get('vram'));
  const gpus = positiveIntParam(params.get('gpus'));
  return {
    filters: {
      label: params.get('label') || undefined,
      gpu: params.get('gpu')?.trim() || undefined,
      min_vram_bytes: vram && vram * GIB,
      min_gpus: gpus && Math.min(gpus, 64),
      tier: tier && DEVICE_TIERS.includes(tier) ? tier : undefined,
      min_price: price(params, 'min_price'),
      max_price: price(params, 'max_price'),
      near,
      max_km: near ? positiveIntParam(params.get('max_km')) : undefined,
      sort: chosen && (chosen !== 'distance' || near) ? chosen : undefined,
      // "Available now" is on unless the URL asks for the rented ones too (`?busy=1`).
      available: params.get('busy') !== '1',
    },
    q: params.get('q')?.trim() ?? '',
    page: positiveIntParam(params.get('page')) ?? 1,
  };
}

const NARROWING = [
  'gpu',
  'min_vram_bytes',
  'min_gpus',
  'tier',
  'min_price',
  'max_price',
  'max_km',
  'sort',
] as const;

/** Whether anything narrows or orders the list beyond its label, point and "available now". */
export function isFiltered(filters: ListingFilters): boolean {
  return filterCount(filters) > 0;
}

/** How many filters (and the sort) narrow or order the list beyond its label and point. */
export function filterCount(filters: ListingFilters): number {
  return NARROWING.filter((key) => filters[key] !== undefined).length;
}

/** The query parameters a filter bar writes, cleared by "Clear filters". */
export const FILTER_PARAMS = [
  'q',
  'gpu',
  'vram',
  'gpus',
  'tier',
  'min_price',
  'max_price',
  'max_km',
  'sort',
  'busy',
] as const;

/** The page's query and `update(changes)` (see `useUrlQuery`); `defaultSort` as `readMarketQuery`'s. */
export function useMarketQuery(defaultSort: ListingSort = DEFAULT_SORT) {
  const [params, update] = useUrlQuery();
  return { ...readMarketQuery(params, defaultSort), update };
}
