import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

const api = (link: RouteHandler) =>
  iamRoutes({
    'POST account/link/wechat': link,
    'GET menu': () => ok(MEMBER_MENU),
    'GET account/profile': () => ok(makeProfile({ wechat_bound: false })),
    'GET auth/options': () => ok({ wechat: { enabled: true } }),
  });

beforeEach(() => {
  setLocale('en');
});

describe('/wechat/link', () => {
  it("names the account, asks, links WeChat's code once and returns to the account", async () => {
    sessionStore.set(makeSession());
    const { calls, router } = renderApp('/wechat/link?code=c0de&state=st4te', {
      api: api(() => ok(makeProfile({ wechat_bound: true }))),
    });
    await waitFor(() => expect(document.body).toHaveClass('theme-light'));
    expect(
      await screen.findByText(
        'Link this WeChat account to Grace Hopper (grace@example.com)? You can then sign in with it.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST account/link/wechat')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Link WeChat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText('WeChat linked')).toBeInTheDocument();
    const links = callsTo(calls, 'POST account/link/wechat');
    expect(links).toHaveLength(1);
    expect(bodyOf(links[0])).toEqual({ code: 'c0de', state: 'st4te' });
    // The account page shows the answer without asking again.
    expect(await screen.findByRole('group', { name: 'WeChat' })).toHaveTextContent('Linked');
  });

  it('shows why WeChat could not be linked, with the way back', async () => {
    sessionStore.set(makeSession());
    const { router } = renderApp('/wechat/link?code=c&state=s', {
      api: api(() =>
        fail(400, 'wechat_taken', 'This WeChat account is linked to another account.'),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Link WeChat' }));
    expect(
      await screen.findByRole('heading', { name: 'WeChat could not be linked' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This WeChat account is linked to another account.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('links nothing when cancelled', async () => {
    sessionStore.set(makeSession());
    const { calls, router } = renderApp('/wechat/link?code=c&state=s', {
      api: api(() => ok(makeProfile({ wechat_bound: true }))),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(callsTo(calls, 'POST account/link/wechat')).toHaveLength(0);
  });

  it('asks to sign in first and comes back to the same address', async () => {
    const { router, calls } = renderApp('/wechat/link?code=c&state=s', {
      api: api(() => ok(null)),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(router.state.location.search).toBe('?redirect=%2Fwechat%2Flink%3Fcode%3Dc%26state%3Ds');
    expect(callsTo(calls, 'POST account/link/wechat')).toHaveLength(0);
  });
});
