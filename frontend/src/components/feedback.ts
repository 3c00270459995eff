/**
 * Toasts, notifications and modals callable from anywhere (API client, route
 * loaders, error handlers). `FeedbackBridge` binds the context-aware instances
 * of antd's `App` (theme, locale); before it mounts, antd's static methods are
 * used with the same defaults.
 */
import { App, message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { ModalFuncProps, NotificationArgsProps } from 'antd';
import { useEffect, type ReactNode } from 'react';

import { NOTIFICATION_DEFAULTS, TOAST_DEFAULTS } from '@/constants';

type AppApi = ReturnType<typeof App.useApp>;

let bound: AppApi | null = null;

export type ToastType = 'info' | 'success' | 'error' | 'warning' | 'loading';

staticMessage.config({ duration: TOAST_DEFAULTS.duration, top: TOAST_DEFAULTS.top });
staticNotification.config({
  duration: NOTIFICATION_DEFAULTS.duration,
  top: NOTIFICATION_DEFAULTS.top,
  placement: NOTIFICATION_DEFAULTS.placement,
});

/** A short message at the top (default type: info, 3 s). */
export function toast(content: ReactNode, type: ToastType = TOAST_DEFAULTS.type): void {
  (bound?.message ?? staticMessage).open({ type, content });
}

export function notifyError(content: ReactNode): void {
  toast(content, 'error');
}

/** A notification card at the top right (4.5 s). */
export function notify(
  args: NotificationArgsProps & { type?: 'info' | 'success' | 'warning' | 'error' },
): void {
  const api = bound?.notification ?? staticNotification;
  const { type = 'info', ...rest } = args;
  api[type](rest);
}

export function warningModal(props: ModalFuncProps): void {
  (bound?.modal ?? Modal).warning(props);
}

/** Binds antd's `App` instances; render once inside `<App>`. */
export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    bound = app;
    return () => {
      if (bound === app) bound = null;
    };
  }, [app]);
  return null;
}
