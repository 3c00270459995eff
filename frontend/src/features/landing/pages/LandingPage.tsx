import {
  AimOutlined,
  ApartmentOutlined,
  CloudServerOutlined,
  DesktopOutlined,
  ShopOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '@/config/paths';
import { defaultHomePath } from '@/config/pages';
import { Brand } from '@/components/Brand';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Panel } from '@/components/Panel';
import { SiteFooter } from '@/components/SiteFooter';
import { PlainButton } from '@/components/PlainButton';
import { PublicPlaces } from '@/components/PublicPlaces';

import { landingMessages as m } from '../messages';
import styles from './LandingPage.module.css';

interface Feature {
  key: string;
  icon: ComponentType;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const FEATURES: readonly Feature[] = [
  { key: 'market', icon: ShopOutlined, title: m.marketTitle, text: m.marketText },
  { key: 'nearby', icon: AimOutlined, title: m.nearbyTitle, text: m.nearbyText },
  { key: 'devices', icon: DesktopOutlined, title: m.devicesTitle, text: m.devicesText },
  { key: 'rent', icon: SwapOutlined, title: m.rentTitle, text: m.rentText },
  { key: 'demands', icon: CloudServerOutlined, title: m.demandsTitle, text: m.demandsText },
  { key: 'wallet', icon: WalletOutlined, title: m.walletTitle, text: m.walletText },
  { key: 'companies', icon: ApartmentOutlined, title: m.companiesTitle, text: m.companiesText },
];

/**
 * `/`: what the product is, with the way in. Plain elements styled from the theme's variables
 * rather than antd's Typography, Card and grid, which the first download does without.
 */
export default function LandingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;

  const actions = signedIn ? (
    <PlainButton type="primary" size="large" onClick={() => navigate(defaultHomePath())}>
      <FormattedMessage {...m.openConsole} />
    </PlainButton>
  ) : (
    <div className={styles.actions}>
      <PlainButton type="primary" size="large" onClick={() => navigate(SIGN_UP_PATH)}>
        <FormattedMessage {...m.signUp} />
      </PlainButton>
      <PlainButton size="large" onClick={() => navigate(SIGN_IN_PATH)}>
        <FormattedMessage {...m.signIn} />
      </PlainButton>
    </div>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerStart}>
          <Brand />
          <PublicPlaces />
        </div>
        <div className={styles.headerActions}>
          <LanguageSwitch />
          {!signedIn && (
            <PlainButton type="link" onClick={() => navigate(SIGN_IN_PATH)}>
              <FormattedMessage {...m.signIn} />
            </PlainButton>
          )}
        </div>
      </header>

      <main className={styles.main}>
        <section className={styles.hero}>
          <h1 className={styles.title}>
            <FormattedMessage {...m.heroTitle} />
          </h1>
          <p className={styles.subtitle}>
            <FormattedMessage {...m.heroSubtitle} />
          </p>
          {actions}
        </section>

        <section className={styles.features}>
          <h2 className={styles.sectionTitle}>
            <FormattedMessage {...m.featuresTitle} />
          </h2>
          <div className={styles.grid}>
            {FEATURES.map(({ key, icon: Icon, title, text }) => (
              <Panel key={key} style={{ height: '100%' }}>
                <div className={styles.feature}>
                  <span className={styles.featureIcon} aria-hidden>
                    <Icon />
                  </span>
                  <h3 className={styles.featureTitle}>{intl.formatMessage(title)}</h3>
                  <span className={styles.secondary}>{intl.formatMessage(text)}</span>
                </div>
              </Panel>
            ))}
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}
