import { describe, expect, it, vi } from 'vitest';

import { loadedMessages, type CatalogLoader } from './catalogs';
import { translate } from './intl';
import {
  applyLangParam,
  getLocale,
  initLocale,
  loadActiveCatalogs,
  localeFromLanguageTag,
  resolveLocale,
  setLocale,
  subscribeLocale,
  type Locale,
} from './locale';
import { settingsStore } from './settingsStore';

describe('language rules', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['ZH', 'zh'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('browser %s → %s', (tag, locale) => {
    expect(localeFromLanguageTag(tag)).toBe(locale);
  });

  it('?lang= beats the remembered choice, which beats the browser', () => {
    expect(resolveLocale({ query: 'en', stored: 'zh', browser: 'zh-CN' })).toBe('en');
    expect(resolveLocale({ query: null, stored: 'en', browser: 'zh-CN' })).toBe('en');
    expect(resolveLocale({ query: 'fr', stored: null, browser: 'zh-CN' })).toBe('zh');
  });
});

describe('locale store', () => {
  it('initialises from the browser without remembering it', () => {
    expect(initLocale('', 'zh-CN')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(settingsStore.get().language).toBeNull();
  });

  it('initialises from ?lang= and remembers it', () => {
    expect(initLocale('?lang=en', 'zh-CN')).toBe('en');
    expect(settingsStore.get().language).toBe('en');
    expect(initLocale('', 'zh-CN')).toBe('en');
  });

  it('switching notifies subscribers, sets <html lang> and persists', async () => {
    await setLocale('en');
    const listener = vi.fn();
    const unsubscribe = subscribeLocale(listener);
    await setLocale('zh');
    expect(getLocale()).toBe('zh');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(settingsStore.get().language).toBe('zh');
    unsubscribe();
    await setLocale('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tells the server the language it runs in, for the next page's first paint", async () => {
    await setLocale('zh');
    expect(document.cookie).toContain('zc_lang=zh');
    expect(initLocale('', 'en-US')).toBe('zh');
    expect(document.cookie).toContain('zc_lang=zh');
    await setLocale('en');
    expect(document.cookie).toContain('zc_lang=en');
    expect(document.cookie).not.toContain('zc_lang=zh');
  });

  it('applyLangParam ignores unknown languages', async () => {
    await setLocale('en');
    await applyLangParam('?lang=de');
    expect(getLocale()).toBe('en');
    await applyLangParam(new URLSearchParams('lang=zh'));
    expect(getLocale()).toBe('zh');
  });
});

describe('catalogs by language', () => {
  const featureCatalog = (texts: Record<Locale, string>) =>
    vi.fn((locale: Locale) => Promise.resolve({ default: { 'test.text': texts[locale] } }));

  it('loads only the active language, and the other one before switching to it', async () => {
    await setLocale('zh');
    const catalog = featureCatalog({ en: 'Hello', zh: '你好' });
    await loadActiveCatalogs([catalog]);
    expect(catalog.mock.calls).toEqual([['zh']]);
    expect(loadedMessages('zh')['test.text']).toBe('你好');
    expect(translate({ id: 'test.text', defaultMessage: 'Hello' })).toBe('你好');
    expect(loadedMessages('zh')['app.title']).toBe('Z 算力'); // the core catalog

    const shown: unknown[] = [];
    const unsubscribe = subscribeLocale(() =>
      shown.push(loadedMessages(getLocale())['test.text']!),
    );
    await setLocale('en');
    unsubscribe();
    expect(catalog.mock.calls).toEqual([['zh'], ['en']]);
    expect(shown).toEqual(['Hello']); // switched once the new language's texts were there
    await loadActiveCatalogs([catalog]);
    expect(catalog).toHaveBeenCalledTimes(2); // each language loads once
  });

  it('a catalog that failed to load is fetched again next time', async () => {
    await setLocale('zh');
    // Loaded again in every later switch of this worker's files (`vitest.config.ts`).
    const catalog = vi
      .fn<CatalogLoader>(() => Promise.resolve({ default: { 'test.retry': '再试' } }))
      .mockRejectedValueOnce(new Error('chunk failed'));
    await expect(loadActiveCatalogs([catalog])).rejects.toThrow('chunk failed');
    await loadActiveCatalogs([catalog]);
    expect(loadedMessages('zh')['test.retry']).toBe('再试');
  });
});
