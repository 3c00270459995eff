import type { FieldErrors } from './types';

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
