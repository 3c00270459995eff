import { ApiError, NetworkError } from '@/api/errors';
import { notifyError } from '@/components/feedback';

/** Shows an API refusal's translated message; a network failure was already announced. */
export function notifyFailure(failure: unknown): void {
  if (failure instanceof ApiError) notifyError(failure.msg);
  else if (!(failure instanceof NetworkError)) throw failure;
}
