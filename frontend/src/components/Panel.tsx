import type { CSSProperties, ReactNode } from 'react';

import styles from './Panel.module.css';

/** A card's surface (antd's `Card` look) for the first pages, which do without antd's Card. */
export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className={styles.panel} style={style}>
      {children}
    </div>
  );
}
