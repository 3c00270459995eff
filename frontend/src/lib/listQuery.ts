/**
 * A list's URL query without React: its parameters read, and the query it shows when opened
 * anew (the kept one when the URL has none of its parameters). The page's hook
 * (`useKeptUrlQuery`) and the read started before the page's code (`early.ts`) share it.
 */
import type { ListSort } from '@/api/types';
import { createPersistence } from '@/utils/persist';

/** A list whose query is also kept in localStorage. */
export interface KeptQuery {
  /** Its `STORAGE_KEYS` entry, one of `PERSON_STORAGE_KEYS` (forgotten with the session). */
  key: string;
  /** The list's own parameters (a module constant); others (`?tab=`, `?lang=`) are not kept. */
  names: readonly string[];
}

export type QueryValues = Record<string, string>;

/** The non-empty text values `read` gives for `names`. */
export function pickValues(read: (name: string) => unknown, names: readonly string[]): QueryValues {
  const values: QueryValues = {};
  for (const name of names) {
    const value = read(name);
    if (typeof value === 'string' && value) values[name] = value;
  }
  return values;
}

export function withValues(params: URLSearchParams, values: QueryValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) next.set(name, value);
  return next;
}

export function keptQueryStore({ key, names }: KeptQuery) {
  return createPersistence<QueryValues>({ key, paths: names });
}

/** The kept values to show when the list opens with `params` (none when the URL has some of its own). */
export function keptValues(kept: KeptQuery, params: URLSearchParams): QueryValues {
  if (Object.keys(pickValues((name) => params.get(name), kept.names)).length > 0) return {};
  const stored = keptQueryStore(kept).load({});
  return pickValues((name) => stored[name], kept.names);
}

/** A query parameter as a positive integer, else undefined (a malformed value is left out). */
export function positiveIntParam(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

export const LIST_SORTS: readonly ListSort[] = ['newest', 'oldest', 'name'];

/** The default order of the person's lists, left out of their URL. */
export const DEFAULT_SORT: ListSort = 'newest';

/** A list's `?sort=`; undefined (the server's default, newest first) when missing or unknown. */
export function sortParam(value: string | null): ListSort | undefined {
  return LIST_SORTS.find((sort) => sort === value);
}

/** `sort` as a list's `?sort=` value: the default is left out. */
export function sortQueryValue(sort: ListSort): string | undefined {
  return sort === DEFAULT_SORT ? undefined : sort;
}
