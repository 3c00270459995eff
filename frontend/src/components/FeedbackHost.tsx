/**
 * antd's message, notification and modal code, a lazy chunk loaded by `feedback` with the
 * first toast, notification or dialog (a signed-out first page does not need it).
 */
import { App, message, Modal, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import { useEffect } from 'react';

import { NOTIFICATION_DEFAULTS, TOAST_DEFAULTS } from '@/constants';

type AppApi = ReturnType<typeof App.useApp>;

/** What `feedback` calls: antd's `App` instances or its static methods. */
export interface FeedbackApi {
  message: Pick<AppApi['message'], 'open'>;
  notification: Pick<AppApi['notification'], 'info' | 'success' | 'warning' | 'error'>;
  modal: Record<'warning' | 'confirm', (props: ModalFuncProps) => unknown>;
}

const MESSAGE_CONFIG = { duration: TOAST_DEFAULTS.duration, top: TOAST_DEFAULTS.top };
const NOTIFICATION_PLACE = {
  duration: NOTIFICATION_DEFAULTS.duration,
  top: NOTIFICATION_DEFAULTS.top,
  placement: NOTIFICATION_DEFAULTS.placement,
};
// Unstacked, so notifications sit `gap` (antd's default margin, 16 px) apart.
const NOTIFICATION_CONFIG = { ...NOTIFICATION_PLACE, stack: false };

message.config(MESSAGE_CONFIG);
notification.config(NOTIFICATION_PLACE);
const STATIC: FeedbackApi = { message, notification, modal: Modal };

let bound: FeedbackApi | null = null;
const waiting: ((api: FeedbackApi) => void)[] = [];

/**
 * The instances bound to antd's `App` (theme, locale) once the host shows; while no frame
 * is on screen (a route loader before the first render), antd's static methods.
 */
export function feedbackApi(frameShown: boolean): Promise<FeedbackApi> {
  if (bound) return Promise.resolve(bound);
  if (!frameShown) return Promise.resolve(STATIC);
  return new Promise((resolve) => waiting.push(resolve));
}

function Bridge() {
  const app = App.useApp();
  useEffect(() => {
    bound = app;
    waiting.splice(0).forEach((resolve) => resolve(app));
    return () => {
      if (bound === app) bound = null;
    };
  }, [app]);
  return null;
}

/** The holders of antd's `App`, rendered beside the pages (`FeedbackOutlet`), not around them. */
export default function FeedbackHost() {
  return (
    <App component={false} message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
      <Bridge />
    </App>
  );
}
