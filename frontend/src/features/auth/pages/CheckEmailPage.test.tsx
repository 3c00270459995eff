import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { fullText, renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

const api = (extra: Record<string, RouteHandler> = {}) =>
  iamRoutes({
    'GET menu': () => ok(MEMBER_MENU),
    'GET account/profile': () => ok(makeProfile({ email: 'profile@example.com' })),
    ...extra,
  });

beforeEach(() => {
  setLocale('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/check-email', () => {
  it('names the address from the query, resends with a cooldown and continues to ?redirect=', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    sessionStore.set(makeSession());
    const { calls, router } = renderApp(
      '/check-email?email=new%40example.com&redirect=%2Faccount%2Fpassword',
      {
        api: api({
          'POST register/email/resend': () => ok({ resend_after: 60, expires_in: 86400 }),
        }),
      },
    );
    expect(
      await screen.findByText(
        fullText('We sent a verification link to new@example.com. Open it to verify your address.'),
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(callsTo(calls, 'POST register/email/resend')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
  });

  it("falls back to the profile's address and shows the server's refusal", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    sessionStore.set(makeSession());
    renderApp('/check-email', {
      api: api({
        'POST register/email/resend': () =>
          fail(429, 'code_resend_too_soon', 'Please wait 30 s', { retry_after: 30 }),
      }),
    });
    expect(
      await screen.findByText(
        fullText(
          'We sent a verification link to profile@example.com. Open it to verify your address.',
        ),
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 30 s');
    expect(await screen.findByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
  });

  it('signed out: no resend, and "Continue" leads to sign-in', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderApp('/check-email?email=a%40b.cn', { api: api() });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    // Signed out nothing is re-sent (the sign-in page it lands on may load its own options).
    expect(callsTo(calls, 'POST register/email/resend')).toHaveLength(0);
  });
});
