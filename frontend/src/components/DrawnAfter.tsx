import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `children` in a render after the page's first one, `fallback` (its placeholder, of
 * the same height) until then: for what lies below a page's first screen, so the first commit
 * with data, and the phone's layout after it, hold only what is seen first. The later render
 * is a transition, which React draws in slices.
 */
export function DrawnAfter({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return <>{drawn ? children : fallback}</>;
}
