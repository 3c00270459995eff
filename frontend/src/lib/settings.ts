/**
 * The spec's global settings (section 3): layout, language, theme flags and device type, in one
 * client-side store. Only the language is a person's choice, so only it is kept (localStorage,
 * `STORAGE_KEYS.settings`, through `utils/persist`), and it stays after signing out, as the
 * language of the browser rather than of a person. The others follow from the page and the
 * browser: the page table's layout, the dark theme except on the light-theme pages, and the
 * device type (the desktop client once /pc-web set PC mode, else a phone by its user agent,
 * else a desktop browser).
 */
import { useSyncExternalStore } from 'react';

import { pageAt, type PageLayout } from '@/config/pages';
import { STORAGE_KEYS } from '@/constants';
import { isLocale, type Locale } from '@/i18n/locales';
import { themeModeForPath } from '@/theme';
import { createPersistence } from '@/utils/persist';
import { readString, writeString } from '@/utils/storage';

import { isPcMode } from './host';

export type DeviceType = 'desktop' | 'mobile' | 'pc-client';

export interface ThemeFlags {
  /** The dark theme: every page but /nearby/map and /wechat/link (spec section 1). */
  dark: boolean;
}

export interface GlobalSettings {
  /** The frame the page renders in (the page table's), null off the table. */
  layout: PageLayout | null;
  /** The language the person chose (the switch, `?lang=`, the desktop client); null: the browser's. */
  language: Locale | null;
  theme: ThemeFlags;
  deviceType: DeviceType;
}

/** What the store keeps: the person's choices. */
interface Choices {
  language: Locale | null;
}

/** Spec rule: a user agent naming android or iphone is a phone. */
export function isPhone(userAgent: string): boolean {
  return /android|iphone/i.test(userAgent);
}

function deviceTypeOf(userAgent: string, pcMode: boolean): DeviceType {
  if (pcMode) return 'pc-client';
  return isPhone(userAgent) ? 'mobile' : 'desktop';
}

export function createSettingsStore(key: string = STORAGE_KEYS.settings) {
  const kept = createPersistence<Choices>({ key, paths: ['language'] });
  const listeners = new Set<() => void>();
  let choices: Choices | undefined;

  const read = (): Choices => {
    const loaded = kept.load({ language: null });
    if (isLocale(loaded.language)) return loaded;
    // A choice kept before this store, under its own key: taken over once.
    const legacy = readString(STORAGE_KEYS.legacyLocale);
    if (legacy === null) return { language: null };
    writeString(STORAGE_KEYS.legacyLocale, null);
    if (!isLocale(legacy)) return { language: null };
    kept.save({ language: legacy });
    return { language: legacy };
  };

  return {
    /** The kept choices: the same object while they are unchanged. */
    get(): Choices {
      const stored = read();
      if (choices === undefined || choices.language !== stored.language) choices = stored;
      return choices;
    },
    chooseLanguage(language: Locale): void {
      kept.save({ language });
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const settingsStore = createSettingsStore();

/** The global settings on `pathname`, with the person's `choices`. */
export function globalSettings(
  pathname: string,
  choices: Choices,
  environment: { userAgent: string; pcMode: boolean },
): GlobalSettings {
  return {
    layout: pageAt(pathname)?.layout ?? null,
    language: choices.language,
    theme: { dark: themeModeForPath(pathname) === 'dark' },
    deviceType: deviceTypeOf(environment.userAgent, environment.pcMode),
  };
}

/** The global settings on `pathname`, following the person's choices. */
export function useGlobalSettings(pathname: string): GlobalSettings {
  const choices = useSyncExternalStore(settingsStore.subscribe, settingsStore.get);
  return globalSettings(pathname, choices, {
    userAgent: navigator.userAgent,
    pcMode: isPcMode(),
  });
}
