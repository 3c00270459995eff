import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { settingsStore } from '@/i18n/settingsStore';

import { endSession } from './auth';
import { setPcMode } from './host';
import { globalSettings, useGlobalSettings } from './settings';

const DESKTOP = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', pcMode: false };
const IPHONE = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  pcMode: false,
};

describe('the settings store', () => {
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
