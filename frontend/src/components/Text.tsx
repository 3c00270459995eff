import type { HTMLAttributes } from 'react';

import styles from './Text.module.css';

interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: 'secondary';
  strong?: boolean;
  /** One line, cut with an ellipsis where it does not fit (antd's `ellipsis`). */
  ellipsis?: boolean;
}

/**
 * antd's `Typography.Text` (its secondary type, strong weight and one-line ellipsis) as a
 * plain span: antd's Typography brings its Tooltip and Input (for ellipsis and editing) with
 * it, which the first pages, the shell's header and the lists that draw many cards do without
 * (decisions 0063 and 0073).
 */
export function Text({ type, strong = false, ellipsis = false, className, ...rest }: TextProps) {
  const classes = [
    type && styles[type],
    strong && styles.strong,
    ellipsis && styles.ellipsis,
    className,
  ].filter(Boolean);
  return <span className={classes.join(' ') || undefined} {...rest} />;
}
