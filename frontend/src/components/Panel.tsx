import type { HTMLAttributes } from 'react';

import styles from './Panel.module.css';

interface PanelProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * antd's small Card: the tighter padding of a card among many; `flush`: none, for a card
   * whose parts pad themselves (a head above a body).
   */
  size?: 'default' | 'small' | 'flush';
}

/**
 * A card's surface (antd's `Card` look) for pages that do without antd's Card: the first pages,
 * and lists that draw many cards at once.
 */
export function Panel({ size = 'default', className, ...rest }: PanelProps) {
  const classes = [styles.panel, size !== 'default' && styles[size], className].filter(Boolean);
  return <div className={classes.join(' ')} {...rest} />;
}
