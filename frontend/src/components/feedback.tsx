/**
 * Toasts, notifications and modals callable from anywhere (API client, route
 * loaders, error handlers). antd's code for them is a lazy chunk (`FeedbackHost`)
 * that loads with the first one shown and is prefetched once the first page shows
 * (`prefetchFeedback`), so a notice can still show when the network is gone. `FeedbackOutlet` renders its
 * holders inside antd's theme and locale; before it mounts, antd's static methods
 * are used with the same defaults.
 *
 * This module is part of `early`, which has neither React DOM nor antd: a chunk imported
 * from here would carry both again (122 kB, fetched by every page). `main` hands over the
 * import instead (`provideFeedbackHost`), and its chunk holds only what `main` lacks.
 */
import type { ModalFuncProps, NotificationArgsProps } from 'antd';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { TOAST_DEFAULTS } from '@/constants';

import type { FeedbackApi } from './FeedbackHost';

type HostModule = typeof import('./FeedbackHost');

export type ToastType = 'info' | 'success' | 'error' | 'warning' | 'loading';

let request: Promise<HostModule> | null = null;
let host: HostModule | null = null;
let outlets = 0;
const listeners = new Set<() => void>();
let provide: (load: () => Promise<HostModule>) => void = () => undefined;
const provided = new Promise<() => Promise<HostModule>>((resolve) => {
  provide = resolve;
});

/** How the host's chunk is imported: `main` calls this once as it starts. */
export function provideFeedbackHost(load: () => Promise<HostModule>): void {
  provide(load);
}

function loadHost(): Promise<HostModule> {
  request ??= provided
    .then((load) => load())
    .then(
      (module) => {
        host = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        request = null; // fetched again next time
        throw error;
      },
    );
  return request;
}

/** Fetches antd's feedback code ahead of the first notice (once the first page shows). */
export function prefetchFeedback(): void {
  loadHost().catch(() => undefined); // fetched again with the first notice
}

function show(use: (api: FeedbackApi) => void): void {
  loadHost()
    .then((module) => module.feedbackApi(outlets > 0))
    .then(use)
    // Not reported: the global error handler would try to show it the same way.
    .catch((error: unknown) => console.error(error));
}

/** A short message at the top (default type: info, 3 s). */
export function toast(content: ReactNode, type: ToastType = TOAST_DEFAULTS.type): void {
  show((api) => void api.message.open({ type, content }));
}

export function notifyError(content: ReactNode): void {
  toast(content, 'error');
}

/** A notification card at the top right (4.5 s). */
export function notify(
  args: NotificationArgsProps & { type?: 'info' | 'success' | 'warning' | 'error' },
): void {
  const { type = 'info', ...rest } = args;
  show((api) => api.notification[type](rest));
}

export function warningModal(props: ModalFuncProps): void {
  show((api) => api.modal.warning(props));
}

/** A confirmation dialog (OK and Cancel). */
export function confirmModal(props: ModalFuncProps): void {
  show((api) => api.modal.confirm(props));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where the toasts, notifications and dialogs render; once, inside antd's `ConfigProvider`. */
export function FeedbackOutlet() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => host,
    () => host,
  );
  useEffect(() => {
    outlets += 1;
    return () => {
      outlets -= 1;
    };
  }, []);
  return loaded ? <loaded.default /> : null;
}
