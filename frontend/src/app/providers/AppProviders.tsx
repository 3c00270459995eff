import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';

import { FeedbackBridge } from '@/components/feedback';
import { ReauthHost } from '@/features/account/components/ReauthHost';
import { NOTIFICATION_DEFAULTS, TOAST_DEFAULTS } from '@/constants';
import { useLocale, type Locale } from '@/i18n/locale';
import { buildTheme, themeModeForPath } from '@/theme';

import { GlobalLoading } from './GlobalLoading';

const ANTD_LOCALES = { zh: zhCN, en: enUS } satisfies Record<Locale, unknown>;

const MESSAGE_CONFIG = { duration: TOAST_DEFAULTS.duration, top: TOAST_DEFAULTS.top };
const NOTIFICATION_CONFIG = {
  duration: NOTIFICATION_DEFAULTS.duration,
  top: NOTIFICATION_DEFAULTS.top,
  placement: NOTIFICATION_DEFAULTS.placement,
  // Unstacked, so notifications sit `gap` (antd's default margin, 16 px) apart.
  stack: false,
};

/**
 * antd theme (dark except on the light-theme paths), antd locale, the `App`
 * context feeding toasts/notifications/modals, the loading overlay and the
 * re-authentication dialog.
 */
export function AppProviders({ pathname, children }: { pathname: string; children: ReactNode }) {
  const locale = useLocale();
  const mode = themeModeForPath(pathname);
  const theme = useMemo(() => buildTheme(mode), [mode]);

  useEffect(() => {
    document.body.classList.toggle('theme-light', mode === 'light');
  }, [mode]);

  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[locale]}>
      <App message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        <FeedbackBridge />
        <GlobalLoading />
        <ReauthHost />
        {children}
      </App>
    </ConfigProvider>
  );
}
