import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';

import { loadedMessages } from './catalogs';
import { DEFAULT_LOCALE, getLocale, languageTag, type Locale } from './locale';

const cache = createIntlCache();
const instances = new Map<Locale, IntlShape>();

export function onIntlError(error: Error & { code?: string }): void {
  // A missing zh/en entry is caught by the catalog test; stay quiet at run time.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** react-intl for code outside React (API client notices, route loaders). */
export function getIntl(locale: Locale = getLocale()): IntlShape {
  const messages = loadedMessages(locale);
  let intl = instances.get(locale);
  if (intl?.messages !== messages) {
    intl = createIntl(
      {
        locale: languageTag(locale),
        defaultLocale: languageTag(DEFAULT_LOCALE),
        messages,
        onError: onIntlError,
      },
      cache,
    );
    instances.set(locale, intl);
  }
  return intl;
}

type Values = Parameters<IntlShape['formatMessage']>[1];

/** Translates a descriptor in the current language (plain strings only). */
export function translate(descriptor: MessageDescriptor, values?: Values): string {
  return String(getIntl().formatMessage(descriptor, values));
}
