import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';

import { ApiError, NetworkError, isAbortError } from '@/api/errors';

import type { FieldErrorsTarget } from './useForm';

export interface SplitServerErrors {
  /** Errors for fields the form has, ready for `form.setFields` (antd's or `useForm`'s). */
  fields: { name: string; errors: string[] }[];
  /** What to show above the form, or null. */
  message: string | null;
}

/**
 * Splits a failed submission: field errors (`data` of the envelope) go on the
 * form's fields; errors for other keys, or `msg` when there are no field
 * errors, are shown as the form's message. Network errors were already
 * announced by the client, so they produce nothing.
 */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[],
): SplitServerErrors {
  if (!(error instanceof ApiError)) return { fields: [], message: null };
  const fieldErrors = error.fieldErrors ?? {};
  const fields = Object.entries(fieldErrors)
    .filter(([name]) => fieldNames.includes(name))
    .map(([name, errors]) => ({ name, errors }));
  const others = Object.entries(fieldErrors)
    .filter(([name]) => !fieldNames.includes(name))
    .flatMap(([, errors]) => errors);
  const message = others.length > 0 ? others.join(' ') : fields.length === 0 ? error.msg : null;
  return { fields, message };
}

/** A write's `onError` (`useWrite`) putting a refusal's field errors on the form's fields. */
export function fieldErrorsOn(
  form: FormInstance | FieldErrorsTarget,
  fieldNames: readonly string[],
): (error: unknown) => void {
  return (error) => {
    const { fields } = splitServerErrors(error, fieldNames);
    if (fields.length > 0) form.setFields(fields);
  };
}

/**
 * Submitting a form to the API: `submit` runs the request, puts server field
 * errors on the fields and exposes the remaining message as `formError`.
 * `showError` does the same for a failure of another request of the form
 * (e.g. sending a verification code) without marking the form as submitting.
 */
export function useServerErrors(
  form: FormInstance | FieldErrorsTarget,
  fieldNames: readonly string[],
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const showError = useCallback(
    (error: unknown) => {
      if (error instanceof NetworkError || isAbortError(error)) return;
      if (!(error instanceof ApiError)) throw error;
      const { fields, message } = splitServerErrors(error, fieldNames);
      if (fields.length > 0) form.setFields(fields);
      setFormError(message);
    },
    [form, fieldNames],
  );

  const submit = useCallback(
    async (request: () => Promise<void>) => {
      setFormError(null);
      setSubmitting(true);
      try {
        await request();
      } catch (error) {
        showError(error);
      } finally {
        setSubmitting(false);
      }
    },
    [showError],
  );

  const clearFormError = useCallback(() => setFormError(null), []);

  return { formError, submitting, submit, showError, clearFormError };
}
