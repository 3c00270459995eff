import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

const LINK_INVALID = () =>
  fail(400, 'link_invalid', 'This link is invalid or has expired. Ask for a new one.');

const api = (verify: RouteHandler, extra: Record<string, RouteHandler> = {}) =>
  iamRoutes({
    'POST register/email/verify': verify,
    'GET menu': () => ok(MEMBER_MENU),
    'GET account/profile': () => ok(makeProfile()),
    ...extra,
  });

/** An access token whose payload names account `uid` (the signature is never checked here). */
const tokenOf = (uid: number) =>
  ['{"alg":"HS256"}', JSON.stringify({ uid })]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .join('.') + '.signature';

beforeEach(() => {
  setLocale('en');
});

describe('/email-verified', () => {
  it('verifies the token of the link once and shows the address', async () => {
    const { calls } = renderApp('/email-verified?token=tok-123', {
      api: api(() => ok({ email: 'ada@example.com', account: 7, sessions_ended: false })),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com is now verified.')).toBeInTheDocument();
    const verifies = callsTo(calls, 'POST register/email/verify');
    expect(verifies).toHaveLength(1); // StrictMode does not send the single-use token twice
    expect(bodyOf(verifies[0])).toEqual({ token: 'tok-123' });
  });

  it('forgets the session a first verification ended, without leaving the page', async () => {
    sessionStore.set(makeSession({ token: tokenOf(7) }));
    const { router } = renderApp('/email-verified?token=first', {
      api: api(() => ok({ email: 'ada@example.com', account: 7, sessions_ended: true })),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/email-verified');
  });

  it("keeps the session of someone else's browser a first verification did not end", async () => {
    const session = makeSession({ token: tokenOf(8) });
    sessionStore.set(session);
    renderApp('/email-verified?token=first', {
      api: api(() => ok({ email: 'ada@example.com', account: 7, sessions_ended: true })),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeInTheDocument();
    expect(sessionStore.get()).toEqual(session);
  });

  it('shows the refusal and, signed in, offers a new link', async () => {
    const user = userEvent.setup();
    sessionStore.set(makeSession());
    const { calls } = renderApp('/email-verified?token=old', {
      api: api(LINK_INVALID, {
        'POST register/email/resend': () => ok({ resend_after: 60, expires_in: 86400 }),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This link is invalid or has expired. Ask for a new one.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(callsTo(calls, 'POST register/email/resend')).toHaveLength(1));
  });

  it('signed out, points to sign-in to get a new link', async () => {
    renderApp('/email-verified?token=old', { api: api(LINK_INVALID) });
    expect(await screen.findByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/auth/signin?redirect=%2Fcheck-email',
    );
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('without a token, says the link is incomplete and asks nothing of the server', async () => {
    const { calls } = renderApp('/email-verified', { api: api(LINK_INVALID) });
    expect(
      await screen.findByText(
        'The link is incomplete. Open it again from the e-mail, or get a new one.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
