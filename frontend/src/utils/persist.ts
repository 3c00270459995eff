import { readJson, writeJson } from './storage';

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * A nested copy of only the given dot paths of `source`
 * (`pickPaths({a: {b: 1, c: 2}, d: 3}, ['a.b'])` → `{a: {b: 1}}`).
 * Missing paths are skipped.
 */
export function pickPaths(source: unknown, paths: readonly string[]): PlainObject {
  const result: PlainObject = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = source;
    let found = true;
    for (const key of keys) {
      if (!isPlainObject(from) || !(key in from)) {
        found = false;
        break;
      }
      from = from[key];
    }
    if (!found) continue;
    let into = result;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        into[key] = from;
      } else {
        if (!isPlainObject(into[key])) into[key] = {};
        into = into[key] as PlainObject;
      }
    });
  }
  return result;
}

/**
 * Deep merge of `patch` into a copy of `base`: plain objects merge key by
 * key; arrays and other values from `patch` replace. Neither input changes.
 */
export function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) {
    return (patch === undefined ? base : patch) as T;
  }
  const out: PlainObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = key in out ? mergeDeep(out[key], value) : value;
  }
  return out as T;
}

export interface Persistence<T> {
  /** `initial` with the stored paths merged over it. */
  load(initial: T): T;
  /** Stores the chosen paths of `state`. */
  save(state: T): void;
  clear(): void;
}

/**
 * Keeps chosen parts of a state object in localStorage under `key`.
 * Without `paths` the whole state is kept.
 */
export function createPersistence<T extends object>(options: {
  key: string;
  paths?: readonly string[];
}): Persistence<T> {
  const { key, paths } = options;
  return {
    load(initial) {
      const stored = readJson<unknown>(key);
      if (!isPlainObject(stored)) return initial;
      return mergeDeep(initial, paths ? pickPaths(stored, paths) : stored);
    },
    save(state) {
      writeJson(key, paths ? pickPaths(state, paths) : state);
    },
    clear() {
      writeJson(key, null);
    },
  };
}
