import { useSyncExternalStore } from 'react';

import { QUERY_PARAMS } from '@/constants';
import { loadCatalogs, loadCatalogsInUse, type CatalogLoader } from './catalogs';
import { isLocale, type Locale } from './locales';
import { settingsStore } from './settingsStore';

export { LOCALES, isLocale, type Locale } from './locales';
export const DEFAULT_LOCALE: Locale = 'en';

/** Spec rule: a language tag containing "zh" means Chinese, anything else English. */
export function localeFromLanguageTag(tag: string | null | undefined): Locale {
  return tag && tag.toLowerCase().includes('zh') ? 'zh' : 'en';
}

/** BCP 47 tag for `<html lang>` and Intl formatting. */
export function languageTag(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}

/** `?lang=` wins, then the remembered choice, then the browser language. */
export function resolveLocale(input: {
  query: string | null;
  stored: string | null;
  browser: string | null | undefined;
}): Locale {
  if (isLocale(input.query)) return input.query;
  if (isLocale(input.stored)) return input.stored;
  return localeFromLanguageTag(input.browser);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Locale = DEFAULT_LOCALE;
/** The latest choice: ahead of `current` while its catalogs load. */
let target: Locale = DEFAULT_LOCALE;

export function getLocale(): Locale {
  return current;
}

/** Tells the server the language the app runs in, for the next page's first paint. */
const LANGUAGE_COOKIE = 'zc_lang';
const YEAR_SECONDS = 365 * 24 * 3600;

function apply(locale: Locale): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = languageTag(locale);
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  }
  if (locale === current) return;
  current = locale;
  listeners.forEach((listener) => listener());
}

/**
 * Switches the interface language once its catalogs for everything in use have
 * loaded; remembers the choice (the global settings' `language`) and updates `<html lang>`.
 */
export async function setLocale(locale: Locale): Promise<void> {
  settingsStore.chooseLanguage(locale);
  target = locale;
  await loadCatalogsInUse(locale);
  if (target === locale) apply(locale);
}

/** Loads these catalogs in the current language (and in the one being switched to). */
export async function loadActiveCatalogs(loaders: readonly CatalogLoader[]): Promise<void> {
  await Promise.all([...new Set([current, target])].map((locale) => loadCatalogs(locale, loaders)));
}

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Applies (and remembers) a valid `?lang=` from a query string. */
export async function applyLangParam(search: string | URLSearchParams): Promise<void> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const lang = params.get(QUERY_PARAMS.lang);
  if (isLocale(lang)) await setLocale(lang);
}

/**
 * Picks the start-up language (its catalogs load before the first render).
 * Only an explicit choice (`?lang=` or the switch) is remembered; the browser
 * language is re-read on each visit.
 */
export function initLocale(
  search: string = window.location.search,
  browser: string | undefined = navigator.language,
): Locale {
  const query = new URLSearchParams(search).get(QUERY_PARAMS.lang);
  if (isLocale(query)) settingsStore.chooseLanguage(query);
  const locale = resolveLocale({ query, stored: settingsStore.get().language, browser });
  target = locale;
  apply(locale);
  return locale;
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
