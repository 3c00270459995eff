import { DownloadOutlined, EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router';

import { useSession } from '@/api/session';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { defaultHomePath, isBuiltPath } from '@/config/pages';
import { signInRedirect } from '@/config/paths';
import { useRouteTitle } from '@/lib/routeTitle';

import { mobileMessages as m } from '../messages';
import { MOBILE_DOWNLOAD_PATH, MOBILE_MARKET_PATH, MOBILE_NEARBY_PATH } from '../paths';
import styles from './MobileLayout.module.css';

interface Tab {
  path: string;
  icon: ComponentType;
  label: MessageDescriptor;
}

const TABS: readonly Tab[] = [
  { path: MOBILE_MARKET_PATH, icon: ShopOutlined, label: m.navMarket },
  { path: MOBILE_NEARBY_PATH, icon: EnvironmentOutlined, label: m.navNearby },
  { path: MOBILE_DOWNLOAD_PATH, icon: DownloadOutlined, label: m.navDownload },
];

/** A tab is current on its page and the pages below it (/m/market/details under Market). */
function isCurrent(tab: string, pathname: string): boolean {
  return pathname === tab || pathname.startsWith(`${tab}/`);
}

/**
 * Frame of the mobile set (`/m/...`, layout `mobile`), 375 px first: a title bar holding the
 * page's `h1`, the language switch and the way in ("Sign in", back to this page, or "Console"),
 * the page, and a fixed tab bar of the built sections.
 */
export default function MobileLayout() {
  const intl = useIntl();
  const title = useRouteTitle();
  const { pathname, search } = useLocation();
  const signedIn = useSession() !== null;
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{title && intl.formatMessage(title)}</h1>
        <div className={styles.actions}>
          <LanguageSwitch />
          {signedIn ? (
            <Link to={defaultHomePath()} className={styles.way}>
              {intl.formatMessage(m.console)}
            </Link>
          ) : (
            <Link to={signInRedirect(`${pathname}${search}`)} className={styles.way}>
              {intl.formatMessage(m.signIn)}
            </Link>
          )}
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <nav className={styles.nav} aria-label={intl.formatMessage(m.navLabel)}>
        <ul className={styles.tabs}>
          {TABS.filter((tab) => isBuiltPath(tab.path)).map(({ path, icon: Icon, label }) => (
            <li key={path}>
              <Link
                to={path}
                className={styles.tab}
                aria-current={isCurrent(path, pathname) ? 'page' : undefined}
              >
                <Icon />
                <span>{intl.formatMessage(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
