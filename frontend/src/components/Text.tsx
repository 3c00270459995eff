import type { HTMLAttributes } from 'react';

import styles from './Text.module.css';

interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: 'secondary';
  strong?: boolean;
}

/**
 * antd's `Typography.Text` (its secondary type and strong weight) as a plain span: antd's
 * Typography brings its Tooltip and Input (for ellipsis and editing) with it, which the first
 * pages and the lists that draw many cards do without (decision 0063).
 */
export function Text({ type, strong = false, className, ...rest }: TextProps) {
  const classes = [type && styles[type], strong && styles.strong, className].filter(Boolean);
  return <span className={classes.join(' ') || undefined} {...rest} />;
}
