import { useId, useRef, useState, type ReactNode } from 'react';

import styles from './Hint.module.css';

/**
 * A short explanation over `children` on hover and on focus, a phone's tap too (antd's Tooltip look),
 * drawn with CSS: a list of many cards then needs neither antd's Tooltip nor its chunk. The
 * text describes the trigger for screen readers; Escape hides it until the pointer or the
 * focus leaves, or the trigger is pressed again (WCAG 1.4.13).
 */
export function Hint({ text, children }: { text: string; children: ReactNode }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const bubble = useRef<HTMLSpanElement>(null);
  const reset = () => setDismissed(false);
  // Shown, it is moved left as far as it would pass the window's edge: it starts at its
  // trigger, which may sit near the right of a phone's screen. The focus or the hover that
  // shows it has applied when its handler runs, so the bubble can be measured at once.
  const keepInside = () => {
    const shown = bubble.current;
    if (!shown) return;
    shown.style.insetInlineStart = '';
    const over = shown.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    if (over > 0) shown.style.insetInlineStart = `${-over}px`;
  };
  return (
    <span
      className={styles.hint}
      data-dismissed={dismissed || undefined}
      onMouseEnter={keepInside}
      onMouseLeave={reset}
    >
      <span
        className={styles.trigger}
        tabIndex={0}
        aria-describedby={id}
        onFocus={keepInside}
        onBlur={reset}
        onClick={reset}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {children}
      </span>
      <span ref={bubble} className={styles.bubble} role="tooltip" id={id}>
        {text}
      </span>
    </span>
  );
}
