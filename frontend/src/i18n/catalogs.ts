/**
 * Message catalogs load per language and per feature chunk: the core catalog
 * (shell, sign-in and error pages) before the first render, a feature's with
 * its pages. Only the active language's catalogs are fetched; switching loads
 * the new language's catalogs for everything in use before it shows.
 */
import type { MessageFormatElement } from 'react-intl';

import type { Locale } from './locale';

/**
 * Message id → ICU message. The build parses each message (`icuCatalogLoader.js`), so the
 * bundle's catalogs hold the parsed form; the tests read the JSON as written.
 */
export type Catalog =
  Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/** One catalog in one language: a dynamic import of its JSON file. */
export type CatalogLoader = (locale: Locale) => Promise<{ default: Catalog }>;

export const coreCatalog: CatalogLoader = (locale) =>
  import(/* webpackChunkName: "i18n-core-[request]" */ `./core/${locale}.json`);

/** The catalogs a language switch loads: the core's and those of every feature loaded so far. */
const inUse = new Set<CatalogLoader>([coreCatalog]);
const requests = new Map<Locale, Map<CatalogLoader, Promise<void>>>();
const merged = new Map<Locale, Catalog>();
const listeners = new Set<() => void>();

function loadOne(locale: Locale, loader: CatalogLoader): Promise<void> {
  const started = requests.get(locale) ?? new Map<CatalogLoader, Promise<void>>();
  requests.set(locale, started);
  let request = started.get(loader);
  if (!request) {
    request = loader(locale).then(
      ({ default: catalog }) => {
        // Every catalog of one build has the same form (parsed, or as written in tests).
        merged.set(locale, { ...merged.get(locale), ...catalog } as Catalog);
        listeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        started.delete(loader); // a failed chunk is fetched again next time
        throw error;
      },
    );
    started.set(loader, request);
  }
  return request;
}

/** Loads these catalogs in `locale`; they stay in use, so a language switch loads them too. */
export async function loadCatalogs(
  locale: Locale,
  loaders: readonly CatalogLoader[],
): Promise<void> {
  loaders.forEach((loader) => inUse.add(loader));
  await Promise.all(loaders.map((loader) => loadOne(locale, loader)));
}

/** Loads every catalog in use in `locale` (before the first render, and before switching). */
export function loadCatalogsInUse(locale: Locale): Promise<void> {
  return loadCatalogs(locale, [...inUse]);
}

const EMPTY: Catalog = {};

/** The messages loaded so far in `locale` (a new object after each load). */
export function loadedMessages(locale: Locale): Catalog {
  return merged.get(locale) ?? EMPTY;
}

export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
