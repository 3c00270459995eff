/** Helpers for tests that fake `fetch`. */
import { vi } from 'vitest';

import { API_PREFIX } from '@/api/client';
import type { Session } from '@/api/types';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function ok<T>(data: T): Response {
  return jsonResponse({ code: 200, msg: 'ok', data });
}

export function fail(
  code: number,
  error: string,
  msg: string,
  data: unknown = null,
  status: number = code,
): Response {
  return jsonResponse({ code, msg, error, data }, status);
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    token: 'access-1',
    refresh_token: 'refresh-1',
    access_token_expire: Math.floor(Date.now() / 1000) + 2 * 3600,
    smeId: 'user',
    userType: 'user',
    ...overrides,
  };
}

export type FetchCall = { url: string; init: RequestInit };

/** A fetch double answering through `handler`; calls are recorded. */
export function fakeFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return handler(url, init);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

export function headerOf(call: FetchCall | undefined, name: string): string | undefined {
  const headers = (call?.init.headers ?? {}) as Record<string, string>;
  return headers[name];
}

/** A fetch that hangs until its signal aborts, like a request that never answers. */
export function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

export type RouteHandler = (init: RequestInit, url: URL) => Response | Promise<Response>;
export type ApiHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

const notFound = (path: string) => fail(404, 'not_found', `No route for ${path}`);

/**
 * An API double answering by route under one prefix: keys are `"<METHOD> <path>"` with the
 * path after `<prefix>/` and without the query. A call outside the prefix goes to `others`;
 * an unknown route answers 404 `not_found`.
 */
export function prefixRoutes(
  prefix: string,
  table: Record<string, RouteHandler>,
  others?: ApiHandler,
): ApiHandler {
  return (url, init) => {
    const parsed = new URL(url, 'http://app.invalid');
    if (!parsed.pathname.startsWith(`${prefix}/`)) {
      return others ? others(url, init) : notFound(parsed.pathname);
    }
    const path = parsed.pathname.slice(prefix.length + 1);
    const handler = table[`${init.method ?? 'GET'} ${path}`];
    return handler ? handler(init, parsed) : notFound(path);
  };
}

/**
 * An API double answering by route: keys are `"<METHOD> <path>"` with the path
 * after `/api/iam/v1/` and without the query, e.g. `"POST login/password"`.
 * Anything else answers 404 `not_found`.
 */
export function iamRoutes(table: Record<string, RouteHandler>) {
  return prefixRoutes(API_PREFIX.iam, table);
}

/**
 * The same for the device API: keys with the path after `/api/cim/v1/`, e.g.
 * `"GET devices/5"`; calls to other APIs (menu, profile) go to `others`.
 */
export function cimRoutes(table: Record<string, RouteHandler>, others?: ApiHandler) {
  return prefixRoutes(API_PREFIX.cim, table, others);
}

/** The JSON body a call sent. */
export function bodyOf(call: FetchCall | undefined): unknown {
  return JSON.parse(String(call?.init.body));
}

/** The calls made to `"<METHOD> <path>"` (path after `prefix/`, by default `/api/iam/v1/`). */
export function callsTo(
  calls: readonly FetchCall[],
  route: string,
  prefix: string = API_PREFIX.iam,
): FetchCall[] {
  const [method, path] = route.split(' ');
  return calls.filter(
    (call) =>
      (call.init.method ?? 'GET') === method &&
      new URL(call.url, 'http://app.invalid').pathname === `${prefix}/${path}`,
  );
}

/** The calls made to `"<METHOD> <path>"` of the device API (path after `/api/cim/v1/`). */
export function cimCallsTo(calls: readonly FetchCall[], route: string): FetchCall[] {
  return callsTo(calls, route, API_PREFIX.cim);
}

/**
 * The same for the app store API: keys with the path after `/api/rmp/v1/`, e.g.
 * `"GET store/apps/3"`; calls to other APIs go to `others`.
 */
export function rmpRoutes(table: Record<string, RouteHandler>, others?: ApiHandler) {
  return prefixRoutes(API_PREFIX.rmp, table, others);
}

/** The calls made to `"<METHOD> <path>"` of the app store API (path after `/api/rmp/v1/`). */
export function rmpCallsTo(calls: readonly FetchCall[], route: string): FetchCall[] {
  return callsTo(calls, route, API_PREFIX.rmp);
}

/**
 * The same for the billing API: keys with the path after `/api/billing/v1/`, e.g.
 * `"GET wallet"`; calls to other APIs go to `others`.
 */
export function billingRoutes(table: Record<string, RouteHandler>, others?: ApiHandler) {
  return prefixRoutes(API_PREFIX.billing, table, others);
}

/** The calls made to `"<METHOD> <path>"` of the billing API (path after `/api/billing/v1/`). */
export function billingCallsTo(calls: readonly FetchCall[], route: string): FetchCall[] {
  return callsTo(calls, route, API_PREFIX.billing);
}
