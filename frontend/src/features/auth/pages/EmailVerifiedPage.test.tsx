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

beforeEach(() => {
  setLocale('en');
});

describe('/email-verified', () => {
  it('verifies for the account signed in here, keeps its session and goes on where it was going', async () => {
    const user = userEvent.setup();
    const session = makeSession();
    sessionStore.set(session);
    const { calls, router } = renderApp(
      '/email-verified?token=tok-123&redirect=%2Fmarket%2Fdetails%3Fid%3D5',
      { api: api(() => ok({ email: 'ada@example.com' })) },
    );
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com is now verified.')).toBeInTheDocument();
    const verifies = callsTo(calls, 'POST register/email/verify');
    expect(verifies).toHaveLength(1); // StrictMode does not send the single-use token twice
    expect(bodyOf(verifies[0])).toEqual({ token: 'tok-123' });
    expect(sessionStore.get()).toEqual(session);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/market/details'));
    expect(router.state.location.search).toBe('?id=5');
  });

  it('signed out, asks for the sign-in first and comes back to the link', async () => {
    const { calls, router } = renderApp('/email-verified?token=tok-123&redirect=%2Fwallet', {
      api: api(() => ok({ email: 'ada@example.com' })),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/email-verified?token=tok-123&redirect=%2Fwallet',
    );
    expect(callsTo(calls, 'POST register/email/verify')).toHaveLength(0);
  });

  it("offers to sign in as the link's account when another one is signed in here", async () => {
    const user = userEvent.setup();
    sessionStore.set(makeSession());
    const { router } = renderApp('/email-verified?token=theirs', {
      api: api(
        () =>
          fail(
            403,
            'link_other_account',
            "This link verifies another account's address: sign in as that account to verify it.",
          ),
        { 'POST logout': () => ok(null) },
      ),
    });
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in as that account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(sessionStore.get()).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/email-verified?token=theirs',
    );
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

  it('without a token, says the link is incomplete and asks nothing of the server', async () => {
    const { calls } = renderApp('/email-verified', { api: api(LINK_INVALID) });
    expect(
      await screen.findByText(
        'The link is incomplete. Open it again from the e-mail, or get a new one.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // Signed out: the way to a new link is the sign-in.
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/auth/signin?redirect=%2Fcheck-email',
    );
  });
});
