import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import type { Profile } from '@/api/types';
import { IntlRoot } from '@/i18n/IntlRoot';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import {
  bodyOf,
  callsTo,
  fail,
  fakeFetch,
  iamRoutes,
  makeSession,
  ok,
  type RouteHandler,
} from '@/test/http';

import { deleteAccount, unlinkSignInMethod } from './api';
import { ReauthHost } from './components/ReauthHost';

// No delay between keystrokes: these flows type a lot, and the dialog is what is tested.
const user = userEvent.setup({ delay: null });

const REFUSAL = "Please confirm it's you: enter your password again.";

/** Answers `reauth_required` until `account/reauth` succeeded, like the server's window. */
function gated(method: 'password' | 'code', answer: RouteHandler) {
  let confirmed = false;
  return {
    'POST account/reauth': (init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { password?: string; code?: string };
      if (body.password === 'right-one' || body.code === '123456') {
        confirmed = true;
        return ok(null);
      }
      return method === 'password'
        ? fail(400, 'validation_error', 'Check the fields', {
            password: ['The current password is not correct.'],
          })
        : fail(400, 'code_invalid', 'The code is wrong or has expired; request a new one.');
    },
    gated: ((init, url) =>
      confirmed
        ? answer(init, url)
        : fail(403, 'reauth_required', REFUSAL, { method })) as RouteHandler,
  };
}

async function openAccount(profile: Profile, routes: Record<string, RouteHandler>) {
  const view = renderApp('/account', {
    api: iamRoutes({
      'GET menu': () => ok(MEMBER_MENU),
      'GET account/profile': () => ok(profile),
      'GET auth/options': () => ok({ wechat: { enabled: true } }),
      ...routes,
    }),
  });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { name: 'Sign-in methods' });
  return { ...view, main };
}

const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

/** The dialog's host alone (the shell renders it), and the API answering `routes`. */
function renderProviders(routes: Record<string, RouteHandler>) {
  const http = fakeFetch(iamRoutes(routes));
  vi.stubGlobal('fetch', http.fetch);
  render(
    <IntlRoot>
      <ReauthHost />
    </IntlRoot>,
  );
  return http.calls;
}

describe('re-authentication dialog', () => {
  it('asks for the password when a call needs it, then retries the call once', async () => {
    const { 'POST account/reauth': reauth, gated: unlink } = gated('password', () =>
      ok(makeProfile({ phone_number: null })),
    );
    const calls = renderProviders({
      'POST account/reauth': reauth,
      'POST account/unlink/mobile': unlink,
    });
    const unlinked = unlinkSignInMethod('mobile');

    const dialog = await findDialog("Confirm it's you");
    expect(dialog).toHaveTextContent('For your security, enter your password to continue.');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('The current password is not correct.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect((await unlinked).phone_number).toBeNull();
    expect(callsTo(calls, 'POST account/unlink/mobile')).toHaveLength(2);
    expect(callsTo(calls, 'POST account/reauth').map(bodyOf)).toEqual([
      { password: 'wrong-one' },
      { password: 'right-one' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing the dialog gives up the call with the refusal', async () => {
    const { 'POST account/reauth': reauth, gated: remove } = gated('password', () => ok(null));
    const calls = renderProviders({ 'POST account/reauth': reauth, 'DELETE account': remove });
    const deleted = deleteAccount();
    const rejected = expect(deleted).rejects.toMatchObject({
      error: 'reauth_required',
      msg: REFUSAL,
    });

    const dialog = await findDialog("Confirm it's you");
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await rejected;
    expect(callsTo(calls, 'DELETE account')).toHaveLength(1);
    expect(callsTo(calls, 'POST account/reauth')).toHaveLength(0);
  });
});

describe('re-authentication in a page flow', () => {
  it('confirms with a code for a person without a password, then unlinks', async () => {
    const { 'POST account/reauth': reauth, gated: unlink } = gated('code', () =>
      ok(makeProfile({ password_set: false, wechat_bound: false })),
    );
    const { calls } = await openAccount(
      makeProfile({ password_set: false, phone_number: '+8613800138000', wechat_bound: true }),
      {
        'POST account/reauth': reauth,
        'POST account/reauth/code/send': () => ok({ resend_after: 60, expires_in: 300 }),
        'POST account/unlink/wechat': unlink,
      },
    );
    await user.click(within(group('WeChat')).getByRole('button', { name: 'Unlink' }));
    await user.click(
      within(await findDialog('Unlink WeChat?')).getByRole('button', { name: 'Unlink' }),
    );

    const dialog = await findDialog("Confirm it's you");
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(group('WeChat')).findByText('Not linked')).toBeInTheDocument();
    expect(callsTo(calls, 'POST account/unlink/wechat')).toHaveLength(2);
    expect(bodyOf(callsTo(calls, 'POST account/reauth')[0])).toEqual({ code: '123456' });
  });
});
