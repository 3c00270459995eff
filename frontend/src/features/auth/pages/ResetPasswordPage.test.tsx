import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { bodyOf, callsTo, fail, iamRoutes, ok, type RouteHandler } from '@/test/http';

const user = userEvent.setup();
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openReset(path: string, verify: RouteHandler = () => ok(null)) {
  const view = renderApp(path, {
    api: iamRoutes({
      'POST forget-password/email/verify': verify,
      'GET auth/options': () => ok({ wechat: { enabled: false } }),
    }),
  });
  await screen.findByRole('heading', { name: 'Choose a new password' });
  return view;
}

async function choose(password: string, confirm = password) {
  await user.type(field('New password'), password);
  await user.type(field('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

beforeEach(() => {
  setLocale('en');
});

describe('/reset-password', () => {
  it('checks the new password before sending', async () => {
    const { calls } = await openReset('/reset-password?token=t1');
    await choose('short1', 'other1');
    expect(await screen.findByText('The password must be 8-15 characters')).toBeInTheDocument();
    expect(screen.getByText("The passwords don't match")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the token of the link with the new password, then goes to sign-in with a notice', async () => {
    const { calls, router } = await openReset('/reset-password?token=reset-token-9');
    await choose('newpass123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(bodyOf(callsTo(calls, 'POST forget-password/email/verify')[0])).toEqual({
      token: 'reset-token-9',
      password: 'newpass123',
      confirm_password: 'newpass123',
    });
    expect(
      await screen.findByText('Your password was reset. Sign in with the new password.'),
    ).toBeInTheDocument();
  });

  it('shows why an expired or used link is refused, with a way to get a new one', async () => {
    const { router } = await openReset('/reset-password?token=used', () =>
      fail(400, 'link_invalid', 'This link has expired or was already used.'),
    );
    await choose('newpass123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });

  it("puts the server's password errors on the fields", async () => {
    await openReset('/reset-password?token=t', () =>
      fail(400, 'validation_error', 'Please check the fields', {
        password: ['This password is too common.'],
      }),
    );
    await choose('password123');
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a token, explains and links to a new request', async () => {
    renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });
});
