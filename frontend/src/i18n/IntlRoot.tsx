import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { catalogs } from './catalogs';
import { onIntlError } from './intl';
import { DEFAULT_LOCALE, languageTag, useLocale } from './locale';

/** Provides react-intl for the current language; re-renders when it changes. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider
      locale={languageTag(locale)}
      defaultLocale={languageTag(DEFAULT_LOCALE)}
      messages={catalogs[locale]}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
