import type { HTMLAttributes } from 'react';

import styles from './CardGrid.module.css';

/**
 * The store's cards in columns, as a CSS grid: one column on a phone, two from 576 px, three
 * from 992 px, four from 1200 px, 16 px apart (antd's breakpoints), without antd's grid.
 */
export function CardGrid(props: HTMLAttributes<HTMLDivElement>) {
  return <div className={styles.grid} {...props} />;
}
