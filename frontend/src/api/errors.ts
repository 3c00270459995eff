import type { FieldErrors, RetryAfter } from './types';

export interface ApiErrorBody<TData = unknown> {
  code: number;
  msg: string;
  error: string;
  data: TData;
}

/**
 * A failed answer: the envelope's `code` (equal to the HTTP status), the
 * translated `msg`, the machine `error` code and `data` (field errors or
 * extra details such as `{retry_after}`).
 */
export class ApiError<TData = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly error: string;
  readonly data: TData;

  constructor(body: ApiErrorBody<TData>) {
    super(body.msg || body.error);
    this.code = body.code;
    this.msg = body.msg;
    this.error = body.error;
    this.data = body.data;
  }

  /** `data` when it is a field → messages map, else null. */
  get fieldErrors(): FieldErrors | null {
    const { data } = this;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
    const entries = Object.entries(data as Record<string, unknown>);
    if (entries.length === 0) return null;
    const valid = entries.every(
      ([, value]) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
    );
    return valid ? (data as FieldErrors) : null;
  }
}

export type NetworkErrorReason = 'timeout' | 'network';

/**
 * The request never got an answer. The client has already shown a notice,
 * so callers need not show another.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly reason: NetworkErrorReason;

  constructor(reason: NetworkErrorReason, options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'Request timed out' : 'Network error', options);
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The caller cancelled the request (its AbortSignal fired). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/**
 * Seconds to wait before trying again, from a 429 answer's `data.retry_after`
 * (`code_resend_too_soon`, `too_many_attempts`), else null.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const { data } = error;
  if (data === null || typeof data !== 'object') return null;
  const value = (data as Partial<RetryAfter>).retry_after;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/** A 404: no such resource, or not visible to the caller. */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 404;
}

/** A 403 `member_not_allowed`: company members may not manage devices, install or rent apps. */
export function isMemberRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 403;
}
