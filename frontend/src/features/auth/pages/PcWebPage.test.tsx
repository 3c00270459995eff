import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Session } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { isPcMode } from '@/lib/host';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import {
  bodyOf,
  callsTo,
  fail,
  headerOf,
  iamRoutes,
  makeSession,
  ok,
  type RouteHandler,
} from '@/test/http';

/** An access token whose payload names person `uid` (the page reads only that claim). */
const jwt = (uid: number, n: number) =>
  `h.${btoa(JSON.stringify({ uid, n })).replace(/=+$/, '')}.s`;

const HANDED = jwt(1, 1);
const FORKED = makeSession({ token: jwt(1, 2), refresh_token: 'own-refresh' });
const QUERY =
  `?token=${HANDED}&refresh_token=HANDED-REFRESH&expire=1900000000&email=bob%40demo.local` +
  '&user_type=user&sme_id=user&lang=en&pc_mode=1&redirect=%2Faccount&from=desktop';

const NAMES: Record<string, string> = { [FORKED.token]: 'bob', [jwt(2, 1)]: 'alice' };

const api = (extra: Record<string, RouteHandler> = {}) =>
  iamRoutes({
    'POST session/fork': () => ok(FORKED),
    'POST session/handoff/redeem': () => ok(FORKED),
    'POST logout': () => ok(null),
    'GET menu': () => ok(MEMBER_MENU),
    'GET account/profile': (init) => {
      const bearer = (headerOf({ url: '', init }, 'Authorization') ?? '').replace('Bearer ', '');
      return ok(makeProfile({ name: NAMES[bearer] ?? 'bob', email: null }));
    },
    'GET auth/options': () =>
      ok({ wechat: { enabled: false }, host_origin: 'https://desktop.example' }),
    ...extra,
  });

const stored = (): Session | null => sessionStore.get();

beforeEach(async () => {
  await setLocale('en');
});

describe('/pc-web', () => {
  it('forks the handed session, stores only its own, and replaces the address', async () => {
    const { calls, router } = renderApp(`/pc-web${QUERY}`, { api: api() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?from=desktop&lang=en');
    const forks = callsTo(calls, 'POST session/fork');
    expect(forks).toHaveLength(1);
    expect(headerOf(forks[0], 'Authorization')).toBe(`Bearer ${HANDED}`);
    expect(stored()).toEqual(FORKED);
    expect(JSON.stringify(localStorage)).not.toContain('HANDED-REFRESH');
    expect(isPcMode()).toBe(true);
    expect(localStorage.getItem('zc.email')).toBe('bob@demo.local');
    expect(localStorage.getItem('zc.hostOrigin')).toBe('https://desktop.example');
  });

  it('redeems a one-time code', async () => {
    const { calls, router } = renderApp('/pc-web?code=C0DE&redirect=%2Faccount', { api: api() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(bodyOf(callsTo(calls, 'POST session/handoff/redeem')[0])).toEqual({ code: 'C0DE' });
    expect(callsTo(calls, 'POST session/fork')).toHaveLength(0);
    expect(stored()).toEqual(FORKED);
  });

  it("replaces the same person's session without asking", async () => {
    sessionStore.set(makeSession({ token: jwt(1, 0), refresh_token: 'old' }));
    const { router } = renderApp(`/pc-web${QUERY}`, { api: api() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(stored()).toEqual(FORKED);
  });

  it("asks before replacing another person's session, and switches", async () => {
    const alice = makeSession({ token: jwt(2, 1), refresh_token: 'alice-refresh' });
    sessionStore.set(alice);
    const { router } = renderApp(`/pc-web${QUERY}`, { api: api() });
    expect(await screen.findByRole('heading', { name: 'Switch accounts?' })).toBeInTheDocument();
    expect(
      screen.getByText('Switch from alice to bob? alice will be signed out in this browser.'),
    ).toBeInTheDocument();
    expect(stored()).toEqual(alice);
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(stored()).toEqual(FORKED);
  });

  it('keeps the other session when asked to, and ends the unused fork', async () => {
    const alice = makeSession({ token: jwt(2, 1), refresh_token: 'alice-refresh' });
    sessionStore.set(alice);
    const { calls, router } = renderApp(`/pc-web${QUERY}`, { api: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Stay signed in as before' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/pc-web'));
    expect(stored()).toEqual(alice);
    expect(bodyOf(callsTo(calls, 'POST logout')[0])).toEqual({ refresh_token: 'own-refresh' });
    expect(isPcMode()).toBe(false);
  });

  it('a refused token keeps the stored session and offers sign-in', async () => {
    const alice = makeSession({ token: jwt(2, 1) });
    sessionStore.set(alice);
    renderApp(`/pc-web${QUERY}`, {
      api: api({
        'POST session/fork': () => fail(401, 'token_invalid', 'Your session has expired.'),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'The session could not be opened' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your session has expired.')).toBeInTheDocument();
    expect(stored()).toEqual(alice);
  });

  it('goes to sign-in without a token or code', async () => {
    const { calls, router } = renderApp('/pc-web?x=1', { api: api() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(callsTo(calls, 'POST session/fork')).toHaveLength(0);
  });
});
