import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { setLocale } from '@/i18n/locale';
import { fullText, renderApp } from '@/test/app';
import { bodyOf, callsTo, fail, iamRoutes, ok } from '@/test/http';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
});

describe('/forget-password', () => {
  it('checks the address, sends it and gives the same answer whatever the server knows', async () => {
    const { calls } = renderApp('/forget-password', {
      api: iamRoutes({ 'POST forget-password/email/send': () => ok(null) }),
    });
    const email = await screen.findByLabelText('E-mail');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        fullText('If an account uses ada@example.com, we sent it a link to reset the password.'),
      ),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST forget-password/email/send')[0])).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
  });

  it("shows the server's refusal (too many requests)", async () => {
    renderApp('/forget-password', {
      api: iamRoutes({
        'POST forget-password/email/send': () =>
          fail(429, 'too_many_requests', 'Too many requests, try again later'),
      }),
    });
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, try again later',
    );
  });
});
