/**
 * The spec's global settings (section 3): layout, language, theme flags and device type, in one
 * client-side store. Only the language is a person's choice, so only it is kept
 * (`i18n/settingsStore`, which the locale store reads). The others follow from the page and the
 * browser: the page table's layout, the dark theme except on the light-theme pages, and the
 * device type (the desktop client once /pc-web set PC mode, else a phone by its user agent,
 * else a desktop browser).
 */
import { useSyncExternalStore } from 'react';

import { pageAt, type PageLayout } from '@/config/pages';
import type { Locale } from '@/i18n/locales';
import { settingsStore, type SettingsChoices } from '@/i18n/settingsStore';
import { themeModeForPath } from '@/theme';

import { isPcMode } from './host';
import { isPhone } from './phone';

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

function deviceTypeOf(userAgent: string, pcMode: boolean): DeviceType {
  if (pcMode) return 'pc-client';
  return isPhone(userAgent) ? 'mobile' : 'desktop';
}

/** The global settings on `pathname`, with the person's `choices`. */
export function globalSettings(
  pathname: string,
  choices: SettingsChoices,
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
