import { useSyncExternalStore } from 'react';

/** Below this width the shell and the lists take their phone form (DECISIONS.md item 3). */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** The person asked the system for less motion (WCAG 2.3.3): antd then draws without it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether `query` matches, following its changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the window is narrower than 768 px, following resizes. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

/** Whether the person prefers reduced motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
