import { POLL_INTERVAL_MS } from '@/constants';

export interface PollContext {
  /** Aborted when polling stops, so an in-flight request can be cancelled. */
  signal: AbortSignal;
  /** Stops polling after the current run (e.g. once a status is final). */
  stop: () => void;
}

export interface PollingOptions {
  /** Pause between the end of one run and the start of the next. */
  interval?: number;
  /** Run once straight away (default) instead of after the first interval. */
  immediate?: boolean;
  /** A failing run is reported here and polling goes on. */
  onError?: (error: unknown) => void;
}

export interface Poller {
  stop: () => void;
  readonly stopped: boolean;
}

/**
 * Runs `task` repeatedly. Runs never overlap: the next one is scheduled
 * `interval` ms after the previous one settles.
 */
export function startPolling(
  task: (context: PollContext) => unknown,
  { interval = POLL_INTERVAL_MS, immediate = true, onError }: PollingOptions = {},
): Poller {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    controller.abort();
  };

  const schedule = () => {
    if (!stopped) timer = setTimeout(run, interval);
  };

  const run = async () => {
    if (stopped) return;
    try {
      await task({ signal: controller.signal, stop });
    } catch (error) {
      if (!stopped) onError?.(error);
    }
    schedule();
  };

  if (immediate) void run();
  else schedule();

  return {
    stop,
    get stopped() {
      return stopped;
    },
  };
}
