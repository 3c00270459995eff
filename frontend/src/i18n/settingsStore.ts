/**
 * The global settings' kept part (`lib/settings.ts` has the rest): the person's choices, of
 * which there is one, the language. Kept in localStorage (`STORAGE_KEYS.settings`, through
 * `utils/persist`), it stays after signing out, as the language of the browser rather than of
 * a person. It sits here, below `lib`, because the locale store reads and writes it.
 */
import { STORAGE_KEYS } from '@/constants';
import { createPersistence } from '@/utils/persist';
import { readString, writeString } from '@/utils/storage';

import { isLocale, type Locale } from './locales';

/** What the store keeps: the person's choices. */
export interface SettingsChoices {
  language: Locale | null;
}

export function createSettingsStore(key: string = STORAGE_KEYS.settings) {
  const kept = createPersistence<SettingsChoices>({ key, paths: ['language'] });
  const listeners = new Set<() => void>();
  let choices: SettingsChoices | undefined;

  const read = (): SettingsChoices => {
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
    get(): SettingsChoices {
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
