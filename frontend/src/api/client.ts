/**
 * The HTTP client: the ONLY module that calls `fetch`.
 *
 * Rules (spec sections 7-9):
 * - every request carries `Accept-Language` and, when signed in, `Authorization: Bearer`;
 * - answers are envelopes `{code, msg, data, error?}`; `data` is returned when `code` and the
 *   HTTP status are both 200, the server's one success code (a 201 or 204 rejects too);
 * - `code` 401 or HTTP 401 clears the session and hands over to `onUnauthorized`
 *   (sign-in page, or the desktop host in PC mode), unless the session has changed since the
 *   call was sent (an identity switch ends the old one while its calls are in flight); any
 *   other failure rejects with `ApiError`;
 * - 30 s timeout and network failures show a notice and reject with `NetworkError`;
 * - counted requests drive the global loading overlay;
 * - the session is refreshed when 3600 s or less remain (hourly, at start, when the tab
 *   becomes visible) and before a request whose access token has already expired;
 *   concurrent callers share one refresh;
 * - `openStream` opens a long-lived response (server-sent events) with the same headers and
 *   401 rule, but hands back the raw `Response`: no timeout, no loading overlay, no notice.
 */
import { REFRESH_CHECK_INTERVAL_MS, REFRESH_THRESHOLD_S, REQUEST_TIMEOUT_MS } from '@/constants';
import { getLocale, type Locale } from '@/i18n/locale';
import { translate } from '@/i18n/intl';

import { ApiError, NetworkError } from './errors';
import { loadingCounter, type LoadingCounter } from './loading';
import { apiMessages } from './messages';
import { sessionStore, type SessionStore } from './session';
import type { Envelope, Session } from './types';

export const API_PREFIX = {
  iam: '/api/iam/v1',
  cim: '/api/cim/v1',
  rmp: '/api/rmp/v1',
  billing: '/api/billing/v1',
} as const;

export const REFRESH_PATH = `${API_PREFIX.iam}/refresh`;

/** A request made with an access token this close to expiry refreshes first. */
const EXPIRY_MARGIN_S = 10;
const UNAUTHORIZED = 401;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as `multipart/form-data` when it is a `FormData` (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Counts towards the global loading overlay (default true). */
  loading?: boolean;
  /** Which bearer token to send (default: the access token when signed in). */
  auth?: 'access' | 'refresh' | 'none';
  /**
   * A token that is not the stored session's (the desktop's hand-over), sent with `auth:
   * 'none'`; its 401 rejects without ending the stored session.
   */
  bearer?: string;
  timeoutMs?: number;
}

export type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;
export type WriteOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Options of `openStream`: a request whose answer is read as it arrives (event stream). */
export interface StreamRequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Added to (and overriding) the defaults: `Accept: text/event-stream`, language, bearer. */
  headers?: Record<string, string>;
  /** Sent as JSON, or as `multipart/form-data` when it is a `FormData`. */
  body?: unknown;
  /** Aborting it cancels the request and the body being read. */
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  session: SessionStore;
  loading: LoadingCounter;
  getLocale: () => Locale;
  /** Shows a translated error notice (timeout, network error). */
  notify: (message: string) => void;
  translate: typeof translate;
  /**
   * Called after a 401 has cleared the session, with the envelope's `error` code if any and
   * whether there was a session to end (the first 401 of several in flight ends it).
   */
  onUnauthorized: (code: string | undefined, hadSession: boolean) => void;
  /** Current time in ms (tests pass a fake clock). */
  now?: () => number;
  baseUrl?: string;
  timeoutMs?: number;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: ReadOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  delete<T>(path: string, options?: ReadOptions): Promise<T>;
  /**
   * Sends a request with the bearer token and language (refreshing an expired access token
   * first) and resolves with the raw `Response` as soon as its headers arrive, without reading
   * the body: for event streams. Not counted by the loading overlay and without the request
   * timeout. An HTTP 401 clears the session and calls `onUnauthorized`, then still resolves.
   * Rejects with `NetworkError('network')` (without a notice) when no answer comes, and with
   * the caller's abort error when `signal` aborts.
   */
  openStream(path: string, options?: StreamRequestOptions): Promise<Response>;
  /** Exchanges the refresh token for a new session; concurrent calls share one request. */
  refreshSession(): Promise<Session | null>;
  /** Refreshes when `REFRESH_THRESHOLD_S` or less remain. Never rejects. */
  checkRefresh(): Promise<void>;
  /** Runs `checkRefresh` now, hourly and when the tab becomes visible; returns a stop function. */
  startRefreshSchedule(): () => void;
}

/** Serialises refreshes across tabs where the Web Locks API exists. */
async function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(name, task) : await task();
}

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

const OK = 200;

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope<unknown>).code === 'number'
  );
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? Date.now;
  const baseUrl = deps.baseUrl ?? '';
  const defaultTimeout = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let refreshInFlight: Promise<Session | null> | null = null;

  const secondsLeft = (session: Session) => session.access_token_expire - now() / 1000;

  /**
   * Ends the session a refused call was sent with. A call sent with another session's token
   * (the one an identity switch just ended) leaves the current session alone: the current
   * one's own calls answer for it.
   */
  function handleUnauthorized(sentWith: string | undefined, code?: string) {
    const session = deps.session.get();
    const stale =
      session !== null &&
      sentWith !== undefined &&
      sentWith !== session.token &&
      sentWith !== session.refresh_token;
    if (stale) return;
    deps.session.clear();
    deps.onUnauthorized(code, session !== null);
  }

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const { method = 'GET', query, body, signal, auth = 'access' } = options;
    const session = deps.session.get();

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': deps.getLocale(),
    };
    // The browser sets the multipart Content-Type itself, with its boundary.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const bearer =
      options.bearer ??
      (auth === 'access'
        ? session?.token
        : auth === 'refresh'
          ? session?.refresh_token
          : undefined);
    if (bearer) headers.Authorization = `Bearer ${bearer}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? defaultTimeout);
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    else signal?.addEventListener('abort', forwardAbort, { once: true });
    const end = options.loading === false ? () => {} : deps.loading.begin();

    let status: number;
    let text: string;
    try {
      const response = await deps.fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: controller.signal,
        credentials: 'same-origin',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (timedOut) {
        deps.notify(deps.translate(apiMessages.timeout));
        throw new NetworkError('timeout', { cause: error });
      }
      // The caller cancelled: no notice, the caller knows.
      if (signal?.aborted) throw error;
      deps.notify(deps.translate(apiMessages.network));
      throw new NetworkError('network', { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
      end();
    }

    let payload: unknown;
    try {
      payload = text ? JSON.parse(text) : undefined;
    } catch {
      payload = undefined;
    }

    const unauthorized =
      status === UNAUTHORIZED || (isEnvelope(payload) && payload.code === UNAUTHORIZED);
    if (unauthorized && options.bearer === undefined) {
      handleUnauthorized(bearer, isEnvelope(payload) ? payload.error : undefined);
    }

    if (!isEnvelope(payload)) {
      throw new ApiError({
        code: status >= 400 ? status : 500,
        msg: deps.translate(apiMessages.badResponse),
        error: 'bad_response',
        data: null,
      });
    }
    if (payload.code !== OK || status !== OK) {
      throw new ApiError({
        code: payload.code === OK ? status : payload.code,
        msg: payload.msg,
        error: payload.error ?? 'error',
        data: payload.data ?? null,
      });
    }
    return payload.data as T;
  }

  function refreshSession(): Promise<Session | null> {
    if (!refreshInFlight) {
      const stale = deps.session.get();
      refreshInFlight = withCrossTabLock('zc.session.refresh', async () => {
        const current = deps.session.get();
        if (!current) return null;
        // Another tab refreshed while we waited for the lock: its session is ours too.
        if (stale && current.refresh_token !== stale.refresh_token) return current;
        const next = await send<Session>(REFRESH_PATH, { auth: 'refresh', loading: false });
        deps.session.set(next);
        return next;
      }).finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  /** e.g. a laptop waking from sleep: refresh first to get a fresh token instead of a 401. */
  function accessTokenExpired(auth: RequestOptions['auth'] = 'access'): boolean {
    const session = deps.session.get();
    return auth === 'access' && session !== null && secondsLeft(session) <= EXPIRY_MARGIN_S;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if (accessTokenExpired(options.auth)) await refreshSession();
    return send<T>(path, options);
  }

  async function openStream(path: string, options: StreamRequestOptions = {}): Promise<Response> {
    const { method = 'GET', query, body, signal } = options;
    if (accessTokenExpired()) {
      await refreshSession();
      signal?.throwIfAborted();
    }
    const token = deps.session.get()?.token;
    const multipart = body instanceof FormData;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Accept-Language': deps.getLocale(),
    };
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      // No notice: a stream reconnects by itself and shows its own state.
      throw new NetworkError('network', { cause: error });
    }
    if (response.status === UNAUTHORIZED) handleUnauthorized(token);
    return response;
  }

  async function checkRefresh(): Promise<void> {
    const session = deps.session.get();
    if (!session || secondsLeft(session) > REFRESH_THRESHOLD_S) return;
    try {
      await refreshSession();
    } catch {
      // Network trouble: try again at the next check. A 401 has already signed out.
    }
  }

  function startRefreshSchedule(): () => void {
    void checkRefresh();
    const interval = setInterval(() => void checkRefresh(), REFRESH_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkRefresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    openStream,
    refreshSession,
    checkRefresh,
    startRefreshSchedule,
  };
}

type UnauthorizedHandler = ApiClientDeps['onUnauthorized'];
type NoticeHandler = ApiClientDeps['notify'];

let unauthorizedHandler: UnauthorizedHandler = () => {};
let noticeHandler: NoticeHandler = () => {};

/** The app decides where a 401 leads (sign-in page or the desktop host). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** The app shows the client's notices (a toast), which sit in a layer above the client. */
export function setNoticeHandler(handler: NoticeHandler): void {
  noticeHandler = handler;
}

/** The app-wide client. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  session: sessionStore,
  loading: loadingCounter,
  getLocale,
  notify: (message) => noticeHandler(message),
  translate,
  onUnauthorized: (code, hadSession) => unauthorizedHandler(code, hadSession),
});
