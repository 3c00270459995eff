import { describe, expect, it } from 'vitest';

import { createSettingsStore } from './settingsStore';

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
});
