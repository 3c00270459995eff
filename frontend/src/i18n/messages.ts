import { defineMessages } from 'react-intl';

/** App-wide strings used by shared components. */
export const appMessages = defineMessages({
  title: { id: 'app.title', defaultMessage: 'Z Compute' },
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
  home: { id: 'app.action.home', defaultMessage: 'Back to home' },
});

export const languageMessages = defineMessages({
  switchLabel: { id: 'i18n.switch.label', defaultMessage: 'Language' },
  zh: { id: 'i18n.language.zh', defaultMessage: '中文' },
  en: { id: 'i18n.language.en', defaultMessage: 'English' },
});
