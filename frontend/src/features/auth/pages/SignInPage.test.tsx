import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { goToExternal } from '@/lib/navigation';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

vi.mock('@/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/navigation')>()),
  goToExternal: vi.fn(),
}));

const SESSION = makeSession({ token: 'sms-session' });

function signInApi(extra: Record<string, RouteHandler> = {}) {
  return iamRoutes({
    'GET auth/options': () => ok({ wechat: { enabled: false } }),
    'GET menu': () => ok(MEMBER_MENU),
    'GET account/profile': () => ok(makeProfile()),
    ...extra,
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openSmsTab(
  user: ReturnType<typeof userEvent.setup>,
  extra = {},
  path = '/auth/signin',
) {
  const view = renderApp(path, { api: signInApi(extra) });
  await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
  await screen.findByLabelText('Phone number');
  return view;
}

beforeEach(async () => {
  await setLocale('en');
  vi.mocked(goToExternal).mockClear();
});

describe('sign-in page', () => {
  it('links to the password reset and to sign-up', async () => {
    renderApp('/auth/signin?redirect=%2Faccount', { api: signInApi() });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/signup?redirect=%2Faccount',
    );
  });
});

describe('SMS code sign-in', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the phone number and the code before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = await openSmsTab(user);

    await user.type(field('Phone number'), '12-34');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'Enter a valid phone number: 5-15 digits (spaces and dashes allowed), with an optional + in front',
      ),
    ).toBeInTheDocument();

    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '+8613800138000');
    await user.type(field('Verification code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The verification code is 6 digits')).toBeInTheDocument();
    expect(callsTo(calls, 'POST login/mobile/sms-code/send')).toHaveLength(0);
    expect(callsTo(calls, 'POST login/mobile/sms-code/verify')).toHaveLength(0);
  });

  it('sends a code, counts down from resend_after, then signs in and stores the session', async () => {
    // Only the countdown's clock is faked; antd and Testing Library keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    const { calls, router } = await openSmsTab(
      user,
      {
        'POST login/mobile/sms-code/send': () => ok({ resend_after: 60, expires_in: 300 }),
        'POST login/mobile/sms-code/verify': () => ok(SESSION),
      },
      '/auth/signin?redirect=%2Faccount%2Fpassword',
    );

    await user.type(field('Phone number'), ' +8613800138000 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const waiting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(waiting).toBeDisabled();
    expect(await screen.findByText('Code sent. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(bodyOf(callsTo(calls, 'POST login/mobile/sms-code/send')[0])).toEqual({
      phone: '+8613800138000',
    });

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();

    await user.type(field('Verification code'), '042917');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(bodyOf(callsTo(calls, 'POST login/mobile/sms-code/verify')[0])).toEqual({
      phone: '+8613800138000',
      code: '042917',
    });
    expect(sessionStore.get()?.token).toBe('sms-session');
  });

  it('waits the retry_after of a "too soon" answer and shows its message', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    await openSmsTab(user, {
      'POST login/mobile/sms-code/send': () =>
        fail(429, 'code_resend_too_soon', 'Wait 42 s before asking again', { retry_after: 42 }),
    });
    await user.type(field('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wait 42 s before asking again');
    // The button may still show the request's spinner for a moment after the alert.
    expect(await screen.findByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  });

  it("puts the server's phone error on the field and shows a wrong code's message", async () => {
    const user = userEvent.setup();
    await openSmsTab(user, {
      'POST login/mobile/sms-code/send': () =>
        fail(400, 'validation_error', 'Please check the fields', {
          phone: ['This is not a phone number we can reach'],
        }),
      'POST login/mobile/sms-code/verify': () =>
        fail(400, 'code_invalid', 'The code is wrong or has expired'),
    });
    await user.type(field('Phone number'), '99999');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This is not a phone number we can reach')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(field('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
    expect(sessionStore.get()).toBeNull();
  });
});

describe('past the account ceiling', () => {
  it('offers the e-mail code, the SMS code and the reset link, then signs in by e-mail', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderApp('/auth/signin?redirect=%2Faccount%2Fpassword', {
      api: signInApi({
        'POST login/password': () =>
          fail(429, 'signin_code_required', 'Sign in with a code instead', { retry_after: 900 }),
        'POST login/email/code/send': () => ok({ resend_after: 60, expires_in: 300 }),
        'POST login/email/code/verify': () => ok(makeSession({ token: 'email-session' })),
      }),
    });
    await user.type(await screen.findByLabelText('Account'), 'alice');
    await user.type(field('Password'), 'right-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(
      'Too many failed sign-ins on this account: sign in with a code instead.',
    );
    expect(within(note).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('tab', { name: 'E-mail code' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(note).getByRole('button', { name: 'Use an SMS code' }));
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'E-mail code' }));

    await user.type(await screen.findByLabelText('E-mail'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent. It is valid for 5 minutes.')).toBeInTheDocument();
    await user.type(field('Verification code'), '042917');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(sessionStore.get()?.token).toBe('email-session');
    expect(bodyOf(callsTo(calls, 'POST login/email/code/send')[0])).toEqual({
      email: 'alice@example.com',
    });
    expect(bodyOf(callsTo(calls, 'POST login/email/code/verify')[0])).toEqual({
      email: 'alice@example.com',
      code: '042917',
    });
  });

  it('shows any other refusal on the password form', async () => {
    const user = userEvent.setup();
    renderApp('/auth/signin', {
      api: signInApi({
        'POST login/password': () =>
          fail(429, 'too_many_attempts', 'Too many failed attempts', { retry_after: 900 }),
      }),
    });
    await user.type(await screen.findByLabelText('Account'), 'alice');
    await user.type(field('Password'), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('WeChat sign-in', () => {
  it('is offered only when the server says WeChat is enabled', async () => {
    const { calls } = renderApp('/auth/signin', { api: signInApi() });
    const tabs = await screen.findByRole('tablist');
    await waitFor(() => expect(callsTo(calls, 'GET auth/options')).toHaveLength(1));
    await act(async () => {}); // let the answer render
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Password', 'SMS code', 'E-mail code']);
  });

  it('fetches the authorisation address and sends the browser there, keeping ?redirect=', async () => {
    const user = userEvent.setup();
    renderApp('/auth/signin?redirect=%2Faccount%2Fusername', {
      api: signInApi({
        'GET auth/options': () => ok({ wechat: { enabled: true } }),
        'GET login/wechat/url': () =>
          ok({ url: 'https://open.weixin.qq.com/connect/qrconnect?x=1' }),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'WeChat' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with WeChat' }));

    await waitFor(() =>
      expect(goToExternal).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/qrconnect?x=1'),
    );
    expect(localStorage.getItem('zc.wechatRedirect')).toBe('/account/username');
  });

  it('shows why WeChat cannot be used', async () => {
    const user = userEvent.setup();
    renderApp('/auth/signin', {
      api: signInApi({
        'GET auth/options': () => ok({ wechat: { enabled: true } }),
        'GET login/wechat/url': () =>
          fail(400, 'wechat_not_configured', 'WeChat sign-in is not available'),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'WeChat' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with WeChat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('WeChat sign-in is not available');
    expect(goToExternal).not.toHaveBeenCalled();
  });
});
