/**
 * Settles when `promise` does, or after `ms` all the same (never rejects): for what a start
 * waits on but must not hang on.
 */
export function withPatience(promise: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
}
