import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';

import { FeedbackOutlet } from '@/components/feedback';
import { ReauthHost } from '@/features/account/components/ReauthHost';
import { useLocale, type Locale } from '@/i18n/locale';
import { useReducedMotion } from '@/lib/media';
import { useGlobalSettings } from '@/lib/settings';
import { buildTheme } from '@/theme';

import { AppFrame } from './AppFrame';
import { GlobalLoading } from './GlobalLoading';

const ANTD_LOCALES = { zh: zhCN, en: enUS } satisfies Record<Locale, unknown>;

/**
 * antd theme (dark except on the light-theme paths; without motion when the system asks for
 * reduced motion), antd locale, the frame of antd's `App`, the outlet of
 * toasts/notifications/modals, the loading overlay and the re-authentication dialog.
 */
export function AppProviders({ pathname, children }: { pathname: string; children: ReactNode }) {
  const locale = useLocale();
  const mode = useGlobalSettings(pathname).theme.dark ? 'dark' : 'light';
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => buildTheme(mode, { motion: !reducedMotion }), [mode, reducedMotion]);

  useEffect(() => {
    document.body.classList.toggle('theme-light', mode === 'light');
  }, [mode]);

  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[locale]}>
      <AppFrame>
        <FeedbackOutlet />
        <GlobalLoading />
        <ReauthHost />
        {children}
      </AppFrame>
    </ConfigProvider>
  );
}
