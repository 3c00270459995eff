import { ApiError, NetworkError, isAbortError } from '@/api/errors';
import { notify } from '@/components/feedback';
import { translate } from '@/i18n/intl';

import { errorMessages } from './messages';

/** Browser noise that is not an application error. */
const BENIGN = [/ResizeObserver loop/i];

export function shouldReport(error: unknown): boolean {
  if (error instanceof NetworkError || isAbortError(error)) return false; // already announced / intended
  if (error instanceof ApiError && error.code === 401) return false; // handled by sign-out
  const text = error instanceof Error ? error.message : String(error ?? '');
  return !BENIGN.some((pattern) => pattern.test(text));
}

function reportError(error: unknown): void {
  if (!shouldReport(error)) return;
  console.error(error);
  notify({
    type: 'error',
    title: translate(errorMessages.uncaughtTitle),
    description: error instanceof ApiError ? error.msg : translate(errorMessages.uncaughtFallback),
  });
}

/** Uncaught errors and unhandled rejections show an error notification. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
