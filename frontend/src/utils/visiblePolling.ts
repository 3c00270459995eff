import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

import { startPolling, type PollContext } from './polling';

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the tab is shown (`document.visibilityState`). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * Runs `task` every `interval` ms (after each run settles) while `enabled` and the tab is
 * visible. The first run waits one interval (the page has just read); coming back to the tab
 * runs at once.
 */
export function useVisiblePolling(
  task: (context: PollContext) => unknown,
  interval: number,
  enabled = true,
): void {
  const taskRef = useRef(task);
  useLayoutEffect(() => {
    taskRef.current = task;
  });
  const visible = usePageVisible();
  const startedBefore = useRef(false);

  useEffect(() => {
    if (!enabled || !visible) return;
    const poller = startPolling((context) => taskRef.current(context), {
      interval,
      immediate: startedBefore.current,
    });
    startedBefore.current = true;
    return poller.stop;
  }, [enabled, visible, interval]);
}
