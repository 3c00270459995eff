import { useSearchParams } from 'react-router';

/** Changes to a list's URL query: an empty or undefined value removes the parameter. */
export type QueryChanges = Record<string, string | undefined>;

/**
 * A list page's URL query and `update(changes)`, for lists whose filters live in the URL;
 * any change but the page's goes back to page 1.
 */
export function useUrlQuery(): [URLSearchParams, (changes: QueryChanges) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: QueryChanges) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return [params, update];
}

/** A query parameter as a positive integer, else undefined (a malformed value is left out). */
export function positiveIntParam(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
