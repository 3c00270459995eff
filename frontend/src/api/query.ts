/**
 * A small shared query cache for reads: components asking for the same key
 * share one request and one result, `reload()` refetches for all of them,
 * `setQueryData()` stores a fresher answer (e.g. the profile a change returned),
 * `invalidateQuery()` forgets one key and `resetQueries()` forgets everything
 * (sign-in, sign-out).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  /** A request is running (first load or reload). */
  loading: boolean;
}

interface Entry {
  state: QueryState<unknown>;
  promise: Promise<void> | null;
}

const IDLE: QueryState<never> = Object.freeze({
  data: undefined,
  error: undefined,
  loading: false,
});
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

function emit(key: string) {
  listeners.get(key)?.forEach((listener) => listener());
}

function setState(key: string, entry: Entry, state: QueryState<unknown>) {
  if (entries.get(key) !== entry) return; // reset meanwhile: drop the stale result
  entry.state = state;
  emit(key);
}

function run(key: string, fetcher: () => Promise<unknown>): Promise<void> {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: IDLE, promise: null };
    entries.set(key, entry);
  }
  if (entry.promise) return entry.promise;
  const current = entry;
  setState(key, current, { ...current.state, loading: true });
  current.promise = fetcher()
    .then(
      (data) => setState(key, current, { data, error: undefined, loading: false }),
      (error: unknown) => setState(key, current, { ...current.state, error, loading: false }),
    )
    .finally(() => {
      current.promise = null;
    });
  return current.promise;
}

/**
 * Replaces the cached result of `key` (e.g. with the entity an update returned),
 * so every reader shows it without a new request.
 */
export function setQueryData<T>(key: string, data: T): void {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: IDLE, promise: null };
    entries.set(key, entry);
  }
  setState(key, entry, { data, error: undefined, loading: entry.state.loading });
}

/** Forget the cached result of `key`; mounted readers fetch again, others on their next mount. */
export function invalidateQuery(key: string): void {
  if (entries.delete(key)) emit(key);
}

/**
 * Forget the cached results of every key starting with `prefix` (e.g. all pages and
 * filters of one list after a change); mounted readers fetch again.
 */
export function invalidateQueries(prefix: string): void {
  const keys = [...entries.keys()].filter((key) => key.startsWith(prefix));
  keys.forEach((key) => entries.delete(key));
  keys.forEach(emit);
}

/** Forget all cached results; mounted readers fetch again. */
export function resetQueries(): void {
  const keys = [...entries.keys()];
  entries.clear();
  keys.forEach(emit);
}

function subscribeKey(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

export type QueryResult<T> = QueryState<T> & { reload: () => Promise<void> };

/**
 * Reads `fetcher()` under `key`, fetching when nothing is cached yet.
 * Pass `null` as key to skip (e.g. while signed out).
 */
export function useApiQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryResult<T> {
  const fetcherRef = useRef(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => {} : subscribeKey(key, listener)),
    [key],
  );
  const getSnapshot = () => (key === null ? IDLE : (entries.get(key)?.state ?? IDLE));
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as QueryState<T>;

  const needsFetch = key !== null && !entries.has(key);
  useEffect(() => {
    if (key !== null && needsFetch) void run(key, () => fetcherRef.current());
  }, [key, needsFetch]);

  const reload = useCallback(
    () => (key === null ? Promise.resolve() : run(key, () => fetcherRef.current())),
    [key],
  );

  // Nothing cached yet counts as loading, so the first render shows a loading state.
  return { ...state, loading: state.loading || needsFetch, reload };
}
