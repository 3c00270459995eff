/**
 * Ends the current task: resolves in a task of its own, ahead of other queued work where the
 * browser has `scheduler.yield` (a continuation keeps its place), after a zero timeout
 * elsewhere. Work split this way leaves room for input and paint between its pieces, and a
 * phone's main thread no long task to block on (decision 0075).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
