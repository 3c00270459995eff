import { useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';

import { keptQueryStore, keptValues, pickValues, withValues, type KeptQuery } from './listQuery';

/** Changes to a list's URL query: an empty or undefined value removes the parameter. */
export type QueryChanges = Record<string, string | undefined>;

/** Applies `changes` to the URL; `replace` rewrites the current history entry instead of adding one. */
export type QueryUpdate = (changes: QueryChanges, options?: { replace?: boolean }) => void;

/** `params` with `changes` applied; any change but the page's goes back to page 1. */
function withChanges(params: URLSearchParams, changes: QueryChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * A list page's URL query and `update(changes)`, for lists whose filters live in the URL;
 * any change but the page's goes back to page 1.
 */
export function useUrlQuery(): [URLSearchParams, QueryUpdate] {
  const [params, setParams] = useSearchParams();
  const write = useQueryWriter(params);
  const update: QueryUpdate = (changes, options) => {
    const next = write(changes);
    if (next) setParams(next, options);
  };
  return [params, update];
}

/**
 * The query `changes` make of `shown`, or of what the last change wrote while the URL does not
 * show it yet (null when they change nothing): a navigation lands after the next event, so two quick changes (Enter in a
 * search, then a click on a filter) would otherwise each start from the same old query, and the
 * second would drop the first.
 */
function useQueryWriter(shown: URLSearchParams): (changes: QueryChanges) => URLSearchParams | null {
  const written = useRef<URLSearchParams | null>(null);
  const search = shown.toString();
  useEffect(() => {
    written.current = null;
  }, [search]);
  return (changes) => {
    const base = written.current ?? shown;
    const next = withChanges(base, changes);
    // The same query again (a box committing on Enter and again on leaving it) adds no entry.
    if (next.toString() === base.toString()) return null;
    written.current = next;
    return next;
  };
}

/**
 * `useUrlQuery` for a list whose filters, sort and page survive a reload (spec section 9):
 * every change is kept under `key`; opening the list with none of its parameters in the URL
 * (a reload, the menu, a link without a query) shows the kept ones and writes them into the
 * URL in place, so it stays shareable. A URL with the list's parameters wins and is kept in
 * turn; going back or forward to an entry shows that entry as it is.
 */
export function useKeptUrlQuery({ key, names }: KeptQuery): [URLSearchParams, QueryUpdate] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const store = useMemo(() => keptQueryStore({ key, names }), [key, names]);
  // The history entry the list opened on, until the first move away from it.
  const [opening, setOpening] = useState<string | null>(location.key);

  // Opening the list, or coming to it anew (a link or the menu), rather than back or forward.
  const opened = location.key === opening || navigationType !== NavigationType.Pop;
  const restored = opened ? keptValues({ key, names }, params) : {};
  const restoring = Object.keys(restored).length > 0;
  const shown = restoring ? withValues(params, restored) : params;
  const shownSearch = shown.toString();

  useEffect(() => {
    if (opening !== null && location.key !== opening) setOpening(null);
  }, [opening, location.key]);

  useEffect(() => {
    const next = new URLSearchParams(shownSearch);
    if (restoring) setParams(next, { replace: true });
    else store.save(pickValues((name) => next.get(name), names));
  }, [restoring, shownSearch, setParams, store, names]);

  const write = useQueryWriter(shown);
  const update: QueryUpdate = (changes, options) => {
    const next = write(changes);
    if (!next) return;
    // Kept before navigating, so a list emptied of its filters is not filled again from storage.
    store.save(pickValues((name) => next.get(name), names));
    setParams(next, options);
  };
  return [shown, update];
}

/**
 * Once the list's `total` is known, a `page` past its last (rows went away since the page was
 * kept or linked) goes to the last page, or the first when there are no rows, in place.
 */
export function usePageInRange(
  page: number,
  pageSize: number,
  total: number | undefined,
  update: QueryUpdate,
): void {
  const last = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const outside = last !== undefined && page > last;
  useEffect(() => {
    if (outside) update({ page: last > 1 ? String(last) : undefined }, { replace: true });
  });
}
