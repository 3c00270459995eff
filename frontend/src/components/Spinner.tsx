import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';

import { appMessages } from '@/i18n/messages';

import styles from './Spinner.module.css';

/**
 * antd's Spin indicator as plain elements: the loaders of the first download do without
 * antd's Spin. Decorative; the element around it says what is loading.
 */
export function Spinner({ large = false }: { large?: boolean }) {
  return (
    <span className={`${styles.spinner} ${large ? styles.large : ''}`} aria-hidden>
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
    </span>
  );
}

/** The spinner as a status that says "Loading…" (the first route's, a list's first page). */
export function LoadingStatus({
  large = false,
  className,
  style,
}: {
  large?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const intl = useIntl();
  return (
    <div
      className={className}
      style={style}
      role="status"
      aria-label={intl.formatMessage(appMessages.loading)}
    >
      <Spinner large={large} />
    </div>
  );
}

/** antd's `<Spin fullscreen>`: a mask over the page with the spinner while `spinning`. */
export function FullscreenSpinner({ spinning }: { spinning: boolean }) {
  return (
    <div className={styles.mask} aria-live="polite" aria-busy={spinning}>
      {spinning && <Spinner />}
    </div>
  );
}
