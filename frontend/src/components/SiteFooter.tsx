import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { GUIDE_PATH, PRIVACY_PATH, TERMS_PATH } from '@/config/paths';
import { appMessages } from '@/i18n/messages';

import { legalLinkMessages as m } from './messages';
import styles from './SiteFooter.module.css';

/** The terms, the privacy policy and the user guide, in the order every list of them uses. */
export const LEGAL_LINKS: readonly { path: string; label: MessageDescriptor }[] = [
  { path: TERMS_PATH, label: m.terms },
  { path: PRIVACY_PATH, label: m.privacy },
  { path: GUIDE_PATH, label: m.guide },
];

/** The footer of every frame: the legal pages and the user guide, and the product's name. */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage(m.nav)}>
        <ul className={styles.links}>
          {LEGAL_LINKS.map(({ path, label }) => (
            <li key={path}>
              <Link to={path} className={styles.link}>
                {intl.formatMessage(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} <FormattedMessage {...appMessages.title} />
      </p>
    </footer>
  );
}
