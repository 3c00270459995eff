import { useSyncExternalStore } from 'react';

import { LOADING_CLOSE_DELAY_MS } from '@/constants';

export interface LoadingCounter {
  /** Counts one request; call the returned function (once) when it settles. */
  begin(): () => void;
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The global loading overlay: visible while any counted request runs, and
 * closed `closeDelayMs` after the count returns to zero (so back-to-back
 * requests do not make it flicker).
 */
export function createLoadingCounter(closeDelayMs = LOADING_CLOSE_DELAY_MS): LoadingCounter {
  const listeners = new Set<() => void>();
  let count = 0;
  let visible = false;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const setVisible = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    listeners.forEach((listener) => listener());
  };

  return {
    begin() {
      count += 1;
      clearTimeout(closeTimer);
      setVisible(true);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        if (count === 0) {
          closeTimer = setTimeout(() => setVisible(false), closeDelayMs);
        }
      };
    },
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const loadingCounter = createLoadingCounter();

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(
    loadingCounter.subscribe,
    loadingCounter.isVisible,
    loadingCounter.isVisible,
  );
}
