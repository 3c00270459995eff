import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { endSession } from './auth';
import { setPcMode } from './host';
import { createSettingsStore, globalSettings, settingsStore, useGlobalSettings } from './settings';

const DESKTOP = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', pcMode: false };
const IPHONE = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  pcMode: false,
};

describe('the settings store', () => {
  it('keeps the chosen language under its key, and only that', () => {
    const store = createSettingsStore('zc.test.settings');
    expect(store.get()).toEqual({ language: null });
    store.chooseLanguage('zh');
    expect(JSON.parse(localStorage.getItem('zc.test.settings')!)).toEqual({ language: 'zh' });
    // Another store on the same key (a reload) reads it back.
    expect(createSettingsStore('zc.test.settings').get()).toEqual({ language: 'zh' });
  });

  it('answers the same object while nothing changed, and tells its readers of a change', () => {
    const store = createSettingsStore('zc.test.settings');
    const first = store.get();
    expect(store.get()).toBe(first);
    let told = 0;
    const unsubscribe = store.subscribe(() => (told += 1));
    store.chooseLanguage('en');
    unsubscribe();
    store.chooseLanguage('zh');
    expect(told).toBe(1);
    expect(store.get()).toEqual({ language: 'zh' });
  });

  it('takes over the language kept under the old key once, and ignores what is not a language', () => {
    localStorage.setItem('zc.locale', 'zh');
    expect(createSettingsStore('zc.test.settings').get()).toEqual({ language: 'zh' });
    expect(localStorage.getItem('zc.locale')).toBeNull();
    expect(JSON.parse(localStorage.getItem('zc.test.settings')!)).toEqual({ language: 'zh' });

    localStorage.setItem('zc.test.other', JSON.stringify({ language: 'fr' }));
    localStorage.setItem('zc.locale', 'de');
    expect(createSettingsStore('zc.test.other').get()).toEqual({ language: null });
  });

  it('survives signing out: the language is the browser’s, not a person’s', () => {
    settingsStore.chooseLanguage('zh');
    endSession();
    expect(settingsStore.get().language).toBe('zh');
  });
});

describe('globalSettings', () => {
  it('takes the layout from the page table and the theme from the path', () => {
    const none = { language: null };
    expect(globalSettings('/devices', none, DESKTOP)).toEqual({
      layout: 'shell',
      language: null,
      theme: { dark: true },
      deviceType: 'desktop',
    });
    expect(globalSettings('/auth/signin', none, DESKTOP).layout).toBe('auth');
    expect(globalSettings('/m/market', none, DESKTOP).layout).toBe('mobile');
    expect(globalSettings('/no/such/page', none, DESKTOP).layout).toBeNull();
    expect(globalSettings('/nearby/map', none, DESKTOP).theme).toEqual({ dark: false });
    expect(globalSettings('/wechat/link', none, DESKTOP).theme).toEqual({ dark: false });
    expect(globalSettings('/nearby', { language: 'zh' }, DESKTOP).language).toBe('zh');
  });

  it('tells the desktop client, a phone and a desktop browser apart', () => {
    const none = { language: null };
    expect(globalSettings('/', none, IPHONE).deviceType).toBe('mobile');
    expect(globalSettings('/', none, { ...IPHONE, pcMode: true }).deviceType).toBe('pc-client');
    expect(globalSettings('/', none, DESKTOP).deviceType).toBe('desktop');
  });
});

describe('useGlobalSettings', () => {
  it('follows the language choice and PC mode', () => {
    const { result, rerender } = renderHook(({ path }) => useGlobalSettings(path), {
      initialProps: { path: '/devices' },
    });
    expect(result.current.language).toBeNull();
    act(() => settingsStore.chooseLanguage('zh'));
    expect(result.current.language).toBe('zh');
    setPcMode(true);
    rerender({ path: '/nearby/map' });
    expect(result.current).toEqual({
      layout: 'bare',
      language: 'zh',
      theme: { dark: false },
      deviceType: 'pc-client',
    });
  });
});
