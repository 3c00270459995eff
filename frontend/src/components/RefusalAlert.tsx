import type { CSSProperties, ReactNode } from 'react';

import { ApiError, NetworkError, isAbortError } from '@/api/errors';
import { errorText } from '@/api/errorText';

import { notifyError } from './feedback';
import { ErrorAlert } from './form/Field';
import { splitServerErrors } from './form/serverErrors';

/**
 * What to tell of a failed write: the refusal's translated `msg`, or its field errors that
 * no field of `fields` shows; nothing for a network failure (the client has said so).
 */
export function refusalText(error: unknown, fields: readonly string[] = []): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof NetworkError || isAbortError(error)) return null;
  if (error instanceof ApiError) return splitServerErrors(error, fields).message;
  return errorText(error);
}

export interface RefusalAlertProps {
  /** The write (`useWrite`) whose refusal is shown; `reset` forgets it. */
  write: { error: unknown; reset: () => void };
  /** The form's fields, which show their own errors (`fieldErrorsOn`). */
  fields?: readonly string[];
  /** Keeps a gap below (above a form's fields). */
  spaced?: boolean;
  /** Offers a button that closes it (a refusal shown beside actions, not a form). */
  closable?: boolean;
  /** A way out shown after the text, e.g. a link to deposit coins. */
  action?: ReactNode;
  style?: CSSProperties;
}

/** The refusal of a write, where the write was asked for; nothing while there is none. */
export function RefusalAlert({
  write,
  fields,
  spaced,
  closable,
  action,
  style,
}: RefusalAlertProps) {
  const text = refusalText(write.error, fields);
  if (text === null) return null;
  return (
    <ErrorAlert
      spaced={spaced}
      style={style}
      action={action}
      onClose={closable ? write.reset : undefined}
    >
      {text}
    </ErrorAlert>
  );
}

/**
 * A write's `onError` telling its refusal as a notice, where no alert has a place: an action
 * on a list's row, or one whose confirmation dialog has closed.
 */
export function notifyRefusal(error: unknown): void {
  const text = refusalText(error);
  if (text !== null) notifyError(text);
}
