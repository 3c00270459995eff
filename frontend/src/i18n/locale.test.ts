import { describe, expect, it, vi } from 'vitest';

import {
  applyLangParam,
  getLocale,
  initLocale,
  localeFromLanguageTag,
  resolveLocale,
  setLocale,
  subscribeLocale,
} from './locale';

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
    expect(localStorage.getItem('zc.locale')).toBeNull();
  });

  it('initialises from ?lang= and remembers it', () => {
    expect(initLocale('?lang=en', 'zh-CN')).toBe('en');
    expect(localStorage.getItem('zc.locale')).toBe('en');
    expect(initLocale('', 'zh-CN')).toBe('en');
  });

  it('switching notifies subscribers, sets <html lang> and persists', () => {
    setLocale('en');
    const listener = vi.fn();
    const unsubscribe = subscribeLocale(listener);
    setLocale('zh');
    expect(getLocale()).toBe('zh');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('zc.locale')).toBe('zh');
    unsubscribe();
    setLocale('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('applyLangParam ignores unknown languages', () => {
    setLocale('en');
    applyLangParam('?lang=de');
    expect(getLocale()).toBe('en');
    applyLangParam(new URLSearchParams('lang=zh'));
    expect(getLocale()).toBe('zh');
  });
});
