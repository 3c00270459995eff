import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { translate } from '@/i18n/intl';
import { setLocale, type Locale } from '@/i18n/locale';
import {
  fail,
  fakeFetch,
  hangingFetch,
  headerOf,
  jsonResponse,
  makeSession,
  ok,
} from '@/test/http';

import { createApiClient, REFRESH_PATH, type ApiClientDeps } from './client';
import { ApiError, NetworkError } from './errors';
import { createLoadingCounter } from './loading';
import { createSessionStore } from './session';
import type { Session } from './types';

const NOW = new Date('2030-01-01T00:00:00Z').getTime();
const nowS = NOW / 1000;

function setup(
  handler: Parameters<typeof fakeFetch>[0],
  {
    session = makeSession({ access_token_expire: nowS + 2 * 3600 }) as Session | null,
    locale = 'en' as Locale,
  } = {},
) {
  const { fetch, calls } = fakeFetch(handler);
  const store = createSessionStore('zc.test.client.session');
  if (session) store.set(session);
  const loading = createLoadingCounter();
  const notify = vi.fn();
  const onUnauthorized = vi.fn();
  const deps: ApiClientDeps = {
    fetch,
    session: store,
    loading,
    getLocale: () => locale,
    notify,
    translate,
    onUnauthorized,
    now: () => Date.now(),
  };
  return { client: createApiClient(deps), calls, store, loading, notify, onUnauthorized };
}

beforeEach(async () => {
  await setLocale('en');
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends the bearer token, language and JSON body, and unwraps data', async () => {
    const { client, calls } = setup(() => ok({ id: 1 }), { locale: 'zh' });
    const data = await client.post<{ id: number }>(
      '/api/iam/v1/things',
      { a: 1 },
      { query: { x: 'y', skip: undefined } },
    );

    expect(data).toEqual({ id: 1 });
    const [call] = calls;
    expect(call!.url).toBe('/api/iam/v1/things?x=y');
    expect(call!.init.method).toBe('POST');
    expect(call!.init.body).toBe('{"a":1}');
    expect(headerOf(call, 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(call, 'Accept-Language')).toBe('zh');
    expect(headerOf(call, 'Content-Type')).toBe('application/json');
  });

  it('sends a FormData body as multipart, letting the browser set the Content-Type', async () => {
    const { client, calls } = setup(() => ok(null));
    const form = new FormData();
    form.append('avatar', new File(['x'], 'a.png', { type: 'image/png' }));
    await client.put('/api/iam/v1/account/profile/avatar', form);

    expect(calls[0]!.init.body).toBe(form);
    expect(headerOf(calls[0], 'Content-Type')).toBeUndefined();
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer access-1');
  });

  it('sends no Authorization when signed out or with auth "none"', async () => {
    const signedOut = setup(() => ok(null), { session: null });
    await signedOut.client.get('/api/x');
    expect(headerOf(signedOut.calls[0], 'Authorization')).toBeUndefined();

    const anonymous = setup(() => ok(null));
    await anonymous.client.get('/api/x', { auth: 'none' });
    expect(headerOf(anonymous.calls[0], 'Authorization')).toBeUndefined();
  });

  it('rejects any non-200 code with the body as an ApiError', async () => {
    const { client, onUnauthorized, store } = setup(() =>
      fail(400, 'validation_error', 'Invalid input', { email: ['Enter a valid e-mail'] }),
    );
    const error = await client.post('/api/iam/v1/register', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      error: 'validation_error',
      msg: 'Invalid input',
      data: { email: ['Enter a valid e-mail'] },
    });
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Enter a valid e-mail'] });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.get()).not.toBeNull();
  });

  it('rejects a success other than 200 (the spec: any other non-200 code rejects)', async () => {
    const created = setup(() =>
      jsonResponse({ code: 201, msg: 'Created', data: { id: 'D1' } }, 201),
    );
    await expect(created.client.post('/api/billing/v1/deposits', {})).rejects.toMatchObject({
      code: 201,
      data: { id: 'D1' },
    });
    const mislabelled = setup(() => jsonResponse({ code: 200, msg: 'OK', data: null }, 202));
    await expect(mislabelled.client.get('/api/x')).rejects.toMatchObject({ code: 202 });
  });

  it('rejects an envelope code other than 200 even on HTTP 200', async () => {
    const { client } = setup(() =>
      jsonResponse({
        code: 429,
        msg: 'Slow down',
        error: 'too_many_attempts',
        data: { retry_after: 30 },
      }),
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({
      code: 429,
      data: { retry_after: 30 },
    });
  });

  it('rejects a non-JSON answer with a translated message', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/api/x')).rejects.toMatchObject({
      code: 502,
      error: 'bad_response',
      msg: 'The server sent an unexpected answer. Please try again later.',
    });
  });
});

describe('401', () => {
  it('envelope code 401 clears the session and hands over to sign-in', async () => {
    const { client, store, onUnauthorized } = setup(() =>
      jsonResponse({ code: 401, msg: 'Signed out', error: 'not_authenticated', data: null }),
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('not_authenticated', true);
  });

  it('says whether the 401 ended a session: a visitor had none', async () => {
    const { client, onUnauthorized } = setup(
      () => fail(401, 'not_authenticated', 'Please sign in'),
      { session: null },
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('not_authenticated', false);
  });

  it('a 401 to a call sent before an identity switch leaves the switched session', async () => {
    const switched = makeSession({
      token: 'company-access',
      refresh_token: 'company-refresh',
      access_token_expire: nowS + 2 * 3600,
    });
    const answers: ((response: Response) => void)[] = [];
    const { client, calls, store, onUnauthorized } = setup(
      () => new Promise<Response>((resolve) => answers.push(resolve)),
    );
    const sentBefore = client.get('/api/x');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The switch ended the session this call was sent with, and stored the new one.
    store.set(switched);
    answers[0]!(fail(401, 'not_authenticated', 'Signed out'));

    await expect(sentBefore).rejects.toMatchObject({ code: 401 });
    expect(store.get()).toEqual(switched);
    expect(onUnauthorized).not.toHaveBeenCalled();

    // A refusal of the current session's own call still ends it.
    const sentAfter = client.get('/api/y');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(headerOf(calls[1], 'Authorization')).toBe('Bearer company-access');
    answers[1]!(fail(401, 'not_authenticated', 'Signed out'));
    await expect(sentAfter).rejects.toMatchObject({ code: 401 });
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith('not_authenticated', true);
  });

  it('HTTP 401 without an envelope does the same', async () => {
    const { client, store, onUnauthorized } = setup(
      () => new Response('Unauthorized', { status: 401 }),
    );
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(undefined, true);
  });
});

describe('timeout and network errors', () => {
  it('aborts after 30 000 ms with a "timed out" notice', async () => {
    const { client, notify, loading } = setup(hangingFetch);
    const result = client.get('/api/slow').catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    const error = await result;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
    expect(notify).toHaveBeenCalledWith('The request timed out. Please try again later.');
    await vi.advanceTimersByTimeAsync(400);
    expect(loading.isVisible()).toBe(false);
  });

  it('shows the notice in the current language', async () => {
    await setLocale('zh');
    const { client, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/api/x')).rejects.toMatchObject({ reason: 'network' });
    expect(notify).toHaveBeenCalledWith('网络错误，请稍后再试。');
  });

  it('a network failure shows "network error" and rejects with NetworkError', async () => {
    const { client, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(notify).toHaveBeenCalledWith('Network error. Please try again later.');
  });

  it('a request cancelled by its caller rejects quietly', async () => {
    const { client, notify } = setup(hangingFetch);
    const controller = new AbortController();
    const result = client.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await result) as Error).name).toBe('AbortError');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('loading overlay', () => {
  it('counts concurrent requests and closes 400 ms after the last one', async () => {
    const resolvers: (() => void)[] = [];
    const { client, loading } = setup(
      () => new Promise<Response>((resolve) => resolvers.push(() => resolve(ok(null)))),
    );
    const a = client.get('/api/a');
    const b = client.get('/api/b');
    await vi.advanceTimersByTimeAsync(0);
    expect(loading.isVisible()).toBe(true);

    resolvers[0]!();
    await a;
    await vi.advanceTimersByTimeAsync(1000);
    expect(loading.isVisible()).toBe(true);

    resolvers[1]!();
    await b;
    await vi.advanceTimersByTimeAsync(399);
    expect(loading.isVisible()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(loading.isVisible()).toBe(false);
  });

  it('lets a request opt out', async () => {
    const { client, loading } = setup(() => ok(null));
    const pending = client.get('/api/x', { loading: false });
    expect(loading.isVisible()).toBe(false);
    await pending;
  });
});

describe('session refresh', () => {
  const refreshed = makeSession({
    token: 'access-2',
    refresh_token: 'refresh-2',
    access_token_expire: nowS + 7200,
  });

  it('does nothing while more than 3600 s remain', async () => {
    const { client, calls } = setup(() => ok(refreshed), {
      session: makeSession({ access_token_expire: nowS + 3601 }),
    });
    await client.checkRefresh();
    expect(calls).toHaveLength(0);
  });

  it('refreshes with the refresh token when 3600 s or less remain', async () => {
    const { client, calls, store } = setup(() => ok(refreshed), {
      session: makeSession({ access_token_expire: nowS + 3600 }),
    });
    await client.checkRefresh();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(REFRESH_PATH);
    expect(calls[0]!.init.method).toBe('GET');
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer refresh-1');
    expect(store.get()).toEqual(refreshed);
  });

  it('shares one refresh between concurrent callers', async () => {
    const { client, calls } = setup(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return ok(refreshed);
    });
    const results = Promise.all([
      client.refreshSession(),
      client.refreshSession(),
      client.checkRefresh(),
    ]);
    await vi.advanceTimersByTimeAsync(50);
    const [first, second] = await results;
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(first).toEqual(refreshed);
    expect(second).toBe(first);

    // and a later refresh is a new request
    const again = client.refreshSession();
    await vi.advanceTimersByTimeAsync(50);
    await again;
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(2);
  });

  it('refreshes an expired access token before sending a request (e.g. after sleep)', async () => {
    const { client, calls } = setup((url) => (url === REFRESH_PATH ? ok(refreshed) : ok('data')), {
      session: makeSession({ access_token_expire: nowS - 60 }),
    });
    await expect(client.get('/api/x')).resolves.toBe('data');
    expect(calls.map((c) => c.url)).toEqual([REFRESH_PATH, '/api/x']);
    expect(headerOf(calls[1], 'Authorization')).toBe('Bearer access-2');
  });

  it('a refused refresh (401) signs out', async () => {
    const { client, store, onUnauthorized } = setup(() => fail(401, 'token_not_valid', 'Expired'), {
      session: makeSession({ access_token_expire: nowS + 10 }),
    });
    await client.checkRefresh();
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a refresh that fails on the network keeps the session', async () => {
    const { client, store } = setup(() => Promise.reject(new TypeError('offline')), {
      session: makeSession({ access_token_expire: nowS + 10 }),
    });
    await client.checkRefresh();
    expect(store.get()?.token).toBe('access-1');
  });

  it('checks at start, every hour and when the tab becomes visible', async () => {
    let expire = nowS + 3000; // inside the threshold: every check refreshes
    const { client, calls } = setup(
      () => {
        expire += 1;
        return ok(makeSession({ access_token_expire: expire }));
      },
      { session: makeSession({ access_token_expire: expire }) },
    );
    const refreshes = () => calls.filter((c) => c.url === REFRESH_PATH).length;

    const stop = client.startRefreshSchedule();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toBe(1);

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(refreshes()).toBe(2);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toBe(3);

    stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refreshes()).toBe(3);
  });
});

describe('openStream', () => {
  const eventStream = () =>
    new Response('data: {}\n\n', { headers: { 'Content-Type': 'text/event-stream' } });

  it('sends the bearer token, language and Accept: text/event-stream, and hands back the unread response', async () => {
    const { client, calls, loading } = setup(eventStream, { locale: 'zh' });
    const pending = client.openStream('/api/iam/v1/notifications/stats', {
      headers: { 'Last-Event-ID': '7' },
    });
    expect(loading.isVisible()).toBe(false); // not counted by the overlay
    const response = await pending;

    expect(response.bodyUsed).toBe(false);
    await expect(response.text()).resolves.toBe('data: {}\n\n');
    const [call] = calls;
    expect(call!.url).toBe('/api/iam/v1/notifications/stats');
    expect(call!.init.method).toBe('GET');
    expect(call!.init.body).toBeUndefined();
    expect(headerOf(call, 'Accept')).toBe('text/event-stream');
    expect(headerOf(call, 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(call, 'Accept-Language')).toBe('zh');
    expect(headerOf(call, 'Last-Event-ID')).toBe('7');
    expect(headerOf(call, 'Content-Type')).toBeUndefined();
  });

  it('sends a method, query and JSON body', async () => {
    const { client, calls } = setup(eventStream);
    await client.openStream('/api/x', { method: 'POST', query: { a: 1 }, body: { since: 2 } });
    expect(calls[0]!.url).toBe('/api/x?a=1');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"since":2}');
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('has no timeout: the request stays open past 30 s', async () => {
    const { client, notify, calls } = setup(hangingFetch);
    let settled = false;
    void client.openStream('/api/x').finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(calls).toHaveLength(1);
    expect(settled).toBe(false);
    expect((calls[0]!.init.signal as AbortSignal | undefined)?.aborted ?? false).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token first', async () => {
    const refreshed = makeSession({ token: 'access-2', refresh_token: 'refresh-2' });
    const { client, calls } = setup(
      (url) => (url === REFRESH_PATH ? ok(refreshed) : eventStream()),
      { session: makeSession({ access_token_expire: nowS - 60 }) },
    );
    await client.openStream('/api/x');
    expect(calls.map((c) => c.url)).toEqual([REFRESH_PATH, '/api/x']);
    expect(headerOf(calls[1], 'Authorization')).toBe('Bearer access-2');
  });

  it('HTTP 401 clears the session, hands over to sign-in and still resolves', async () => {
    const { client, store, onUnauthorized } = setup(() =>
      fail(401, 'not_authenticated', 'Signed out'),
    );
    const response = await client.openStream('/api/x');
    expect(response.status).toBe(401);
    expect(store.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the caller', async () => {
    const { client, store, onUnauthorized, notify } = setup(
      () => new Response('busy', { status: 503, statusText: 'Service Unavailable' }),
    );
    const response = await client.openStream('/api/x');
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(store.get()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a network failure rejects with NetworkError, without a notice', async () => {
    const { client, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.openStream('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('network');
    expect(notify).not.toHaveBeenCalled();
  });

  it('the caller aborting rejects quietly with the abort error', async () => {
    const { client, notify } = setup(hangingFetch);
    const controller = new AbortController();
    const result = client
      .openStream('/api/x', { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(((await result) as Error).name).toBe('AbortError');
    expect(notify).not.toHaveBeenCalled();
  });
});
