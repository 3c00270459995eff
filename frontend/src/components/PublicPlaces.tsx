import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router';

import type { PagePath } from '@/config/pageTable';

import { publicPlaceMessages as m } from './messages';
import styles from './PublicPlaces.module.css';

/** The places every visitor may open, signed in or not, in the order the headers list them. */
const PLACES: readonly { path: PagePath; name: MessageDescriptor }[] = [
  { path: '/app-store', name: m.store },
  { path: '/market', name: m.market },
  { path: '/nearby', name: m.nearby },
];

/** The public pages' navigation (the landing page's and the store's and market's frame). */
export function PublicPlaces() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.nav)}>
      <ul className={styles.places}>
        {PLACES.map(({ path, name }) => (
          <li key={path}>
            <NavLink to={path} end className={styles.place}>
              <FormattedMessage {...name} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
