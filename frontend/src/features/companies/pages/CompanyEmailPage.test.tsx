import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { makeProfile } from '@/test/fixtures';
import { callsTo, iamRoutes, makeSession, ok } from '@/test/http';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
});

describe('/company-email', () => {
  it('resends the verification link and links back to my companies', async () => {
    sessionStore.set(makeSession());
    const { calls } = renderApp('/company-email', {
      api: iamRoutes({
        'GET account/profile': () => ok(makeProfile()),
        'POST register/email/resend': () => ok({ resend_after: 60, expires_in: 3600 }),
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/verify the invited e-mail address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my companies' })).toHaveAttribute(
      'href',
      '/history',
    );
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(callsTo(calls, 'POST register/email/resend')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /60/ })).toBeDisabled();
  });

  it('asks a visitor to sign in first, coming back here', async () => {
    sessionStore.clear();
    renderApp('/company-email', { api: iamRoutes({}) });
    expect(
      await screen.findByRole('link', { name: 'Sign in to send the verification link again.' }),
    ).toHaveAttribute('href', `/auth/signin?redirect=${encodeURIComponent('/company-email')}`);
    expect(screen.queryByRole('link', { name: 'Back to my companies' })).toBeNull();
  });
});
