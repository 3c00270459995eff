import type { CSSProperties, ReactNode } from 'react';

import styles from './Title.module.css';

type Look = 2 | 3 | 4 | 5;

/**
 * A section's heading: its `level` follows the outline (an `h2` under the page's `h1`, never
 * a skipped level), its `look` is the size of antd's heading of that number. Drawn as antd's
 * `Typography.Title` is, without it: Typography brings its Tooltip and Input along, which the
 * first pages do without (decision 0063).
 */
export function SectionTitle({
  level = 2,
  look,
  id,
  style,
  children,
}: {
  level?: 2 | 3 | 4;
  look: Look;
  id?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      className={`${styles.title} ${styles.section} ${styles[`look${look}`]}`}
      style={style}
    >
      {children}
    </Tag>
  );
}
