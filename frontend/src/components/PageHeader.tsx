import type { CSSProperties, ReactNode } from 'react';

import styles from './Title.module.css';

/**
 * The page's one `h1`. It keeps the size the page's title had (`look`: antd's heading 2 in
 * the signed-in frame, 3 on the sign-in cards) so the outline changes, not the look; a plain
 * element, as the first pages do without antd's Typography.
 */
export function PageHeader({
  children,
  look = 2,
  style,
}: {
  children: ReactNode;
  look?: 2 | 3;
  style?: CSSProperties;
}) {
  return (
    <h1
      className={`${styles.title} ${styles.page} ${look === 2 ? styles.look2 : styles.look3}`}
      style={style}
    >
      {children}
    </h1>
  );
}
