import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Profile } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

const user = userEvent.setup();
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openPassword(extra: Record<string, RouteHandler> = {}, profile?: Profile) {
  const view = renderApp('/account/password', {
    api: iamRoutes({
      'GET menu': () => ok(MEMBER_MENU),
      'GET account/profile': () => ok(profile ?? makeProfile()),
      'GET auth/options': () => ok({ wechat: { enabled: false } }),
      ...extra,
    }),
  });
  await screen.findByRole('heading', {
    name: profile?.password_set === false ? 'Set a password' : 'Change password',
  });
  return view;
}

async function fill(current: string, password: string, confirm = password) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(field('New password'), password);
  await user.type(field('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/account/password', () => {
  it('checks every field before sending', async () => {
    const { calls } = await openPassword();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(await screen.findByText('Enter a password')).toBeInTheDocument();
    expect(await screen.findByText('Enter the password again')).toBeInTheDocument();

    await user.type(field('New password'), 'abcdefghij');
    await user.type(field('Confirm new password'), 'abcdefghik');
    expect(
      await screen.findByText('The password must contain at least one letter (A-Z) and one digit'),
    ).toBeInTheDocument();
    expect(await screen.findByText("The passwords don't match")).toBeInTheDocument();

    await user.clear(field('New password'));
    await user.type(field('New password'), 'abc1234567890123');
    expect(await screen.findByText('The password must be 8-15 characters')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT account/password')).toHaveLength(0);
  });

  it('puts a wrong current password on its field', async () => {
    await openPassword({
      'PUT account/password': () =>
        fail(400, 'validation_error', 'Please check the fields', {
          current_password: ['The current password is not correct.'],
        }),
    });
    await fill('wrong-one1', 'newpass123');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the password, says the other sessions were signed out and goes back', async () => {
    const { calls, router } = await openPassword({
      'PUT account/password': () => ok(makeProfile()),
    });
    await fill('oldpass123', 'newpass456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(bodyOf(callsTo(calls, 'PUT account/password')[0])).toEqual({
      current_password: 'oldpass123',
      password: 'newpass456',
      confirm_password: 'newpass456',
    });
    expect(
      await screen.findByText('Password changed. Your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
  });

  it('offers to set a first password when the account has none', async () => {
    const { calls } = await openPassword(
      {
        'POST account/set-password': () =>
          fail(409, 'password_already_set', 'This account already has a password.'),
      },
      makeProfile({ password_set: false }),
    );
    expect(await screen.findByText(/Your account has no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.type(field('Password'), 'abcd1234');
    await user.type(field('Confirm password'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This account already has a password.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST account/set-password')).toHaveLength(1);
  });
});
