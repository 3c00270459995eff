import { useId, useState, type ReactNode } from 'react';

import styles from './Hint.module.css';

/**
 * A short explanation over `children` on hover and on keyboard focus (antd's Tooltip look),
 * drawn with CSS: a list of many cards then needs neither antd's Tooltip nor its chunk. The
 * text describes the trigger for screen readers; Escape hides it until the pointer or the
 * focus leaves (WCAG 1.4.13).
 */
export function Hint({ text, children }: { text: string; children: ReactNode }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const reset = () => setDismissed(false);
  return (
    <span className={styles.hint} data-dismissed={dismissed || undefined} onMouseLeave={reset}>
      <span
        className={styles.trigger}
        tabIndex={0}
        aria-describedby={id}
        onBlur={reset}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {children}
      </span>
      <span className={styles.bubble} role="tooltip" id={id}>
        {text}
      </span>
    </span>
  );
}
