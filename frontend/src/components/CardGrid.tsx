import type { HTMLAttributes } from 'react';

import styles from './CardGrid.module.css';

/**
 * Cards in columns as a CSS grid, as antd's Row and Col lay out the store's `GRID`: one column
 * on a phone, two from 576 px, three from 992 px, four from 1200 px, 16 px apart. For the
 * first pages, which do without antd's grid.
 */
export function CardGrid(props: HTMLAttributes<HTMLDivElement>) {
  return <div className={styles.grid} {...props} />;
}
