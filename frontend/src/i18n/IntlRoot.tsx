import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { loadedMessages, subscribeCatalogs } from './catalogs';
import { onIntlError } from './intl';
import { DEFAULT_LOCALE, languageTag, useLocale, type Locale } from './locale';

/** Provides react-intl for the current language; re-renders when it or its catalogs change. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = useLoadedMessages(locale);
  return (
    <IntlProvider
      locale={languageTag(locale)}
      defaultLocale={languageTag(DEFAULT_LOCALE)}
      messages={messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}

function useLoadedMessages(locale: Locale) {
  const read = useCallback(() => loadedMessages(locale), [locale]);
  return useSyncExternalStore(subscribeCatalogs, read, read);
}
