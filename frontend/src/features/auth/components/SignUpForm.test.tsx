import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { MenuRoute, Profile } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { fullText, renderApp, type RenderAppOptions } from '@/test/app';
import { fail, makeSession, ok, type FetchCall } from '@/test/http';

const user = userEvent.setup();

const ACCOUNT_MENU: MenuRoute = {
  path: '/account',
  name: 'account',
  component: 'account/index',
  meta: { icon: 'UserOutlined', title: 'account', isHide: false, isLink: false },
};
const PROFILE: Profile = {
  avatar_url: null,
  name: '张三丰',
  email: 'zs@example.com',
  email_verified: false,
  phone_number: null,
  wechat_bound: false,
  password_set: true,
};

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fill(
  values: Partial<Record<'User name' | 'E-mail' | 'Password' | 'Confirm password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(value);
  }
}

const submit = () => user.click(screen.getByRole('button', { name: 'Sign up' }));
const agree = () => user.click(screen.getByRole('checkbox'));

async function openSignUp(api?: RenderAppOptions['api']) {
  const view = renderApp('/auth/signup', { api });
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

beforeEach(() => {
  setLocale('en');
});

describe('sign-up form', () => {
  it('asks for every field, and the agreement, before sending anything', async () => {
    const { calls } = await openSignUp();
    await submit();
    for (const text of [
      'Enter a user name',
      'Enter your e-mail address',
      'Enter a password',
      'Enter the password again',
      'Please accept the Terms of Use and the Privacy Policy',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it('checks a short name, the e-mail format, password composition and confirmation', async () => {
    await openSignUp();
    await fill({
      'User name': 'ab',
      'E-mail': 'not-an-email',
      Password: 'abcdefghij',
      'Confirm password': 'abcdefghiX',
    });
    await submit();
    expect(await screen.findByText('The user name must be 3-50 characters')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(
      await screen.findByText('The password must contain at least one letter (A-Z) and one digit'),
    ).toBeInTheDocument();
    expect(await screen.findByText("The passwords don't match")).toBeInTheDocument();
  });

  it('opens the terms and the privacy policy in a new tab, in the form’s language', async () => {
    await openSignUp();
    const agreement = () => within(screen.getByRole('checkbox').closest('label')!);
    const terms = agreement().getByRole('link', { name: 'Terms of Use' });
    expect(terms).toHaveAttribute('href', '/terms?lang=en');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(agreement().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy?lang=en',
    );
    // The frame's footer leads there too, in the same tab.
    expect(screen.getAllByRole('link', { name: 'Terms of Use' })).toHaveLength(2);

    await setLocale('zh');
    expect(await agreement().findByRole('link', { name: '《用户协议》' })).toHaveAttribute(
      'href',
      '/terms?lang=zh',
    );
    await setLocale('en');
  });

  it('checks a long name, a too-long e-mail and the 10-15 password length', async () => {
    await openSignUp();
    await fill({
      'User name': 'x'.repeat(51),
      'E-mail': `${'a'.repeat(250)}@b.cn`,
      Password: 'abc12345',
    });
    await submit();
    expect(await screen.findByText('The user name must be 3-50 characters')).toBeInTheDocument();
    expect(await screen.findByText('The e-mail address is too long')).toBeInTheDocument();
    expect(await screen.findByText('The password must be 10-15 characters')).toBeInTheDocument();
  });

  it('sends a valid form, signs in with the answer and asks to check the e-mail', async () => {
    const session = makeSession({ token: 'new-user' });
    const { calls, router } = await openSignUp((url) => {
      if (url.endsWith('/register')) return ok(session);
      if (url.endsWith('/menu')) return ok([ACCOUNT_MENU]);
      if (url.endsWith('/account/profile')) return ok(PROFILE);
      return fail(404, 'not_found', 'Not found');
    });
    await fill({
      'User name': ' 张三丰 ',
      'E-mail': 'zs@example.com',
      Password: 'abcde12345',
      'Confirm password': 'abcde12345',
    });
    await agree();
    await submit();

    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/register'))).toBe(true));
    const register = calls.find((c) => c.url.endsWith('/register')) as FetchCall;
    expect(JSON.parse(String(register.init.body))).toEqual({
      name: '张三丰',
      email: 'zs@example.com',
      password: 'abcde12345',
      confirm_password: 'abcde12345',
      agreement: true,
    });
    expect(
      await screen.findByText(
        fullText('We sent a verification link to zs@example.com. Open it to verify your address.'),
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check-email');
    expect(router.state.location.search).toBe('?email=zs%40example.com');
    expect(sessionStore.get()?.token).toBe('new-user');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The default home: My apps.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it("puts the server's field errors on the fields", async () => {
    const { router } = await openSignUp(() =>
      fail(400, 'validation_error', 'Please correct the errors', {
        email: ['This e-mail is already registered'],
        name: ['This name is taken'],
      }),
    );
    await fill({
      'User name': 'taken',
      'E-mail': 'dup@example.com',
      Password: 'abcde12345',
      'Confirm password': 'abcde12345',
    });
    await agree();
    await submit();

    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.getByText('This name is taken')).toBeInTheDocument();
    expect(screen.queryByText('Please correct the errors')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/signup');
  });

  it('shows msg when the error is not about a field', async () => {
    await openSignUp(() =>
      fail(429, 'too_many_attempts', 'Too many attempts, wait 30 s', { retry_after: 30 }),
    );
    await fill({
      'User name': 'someone',
      'E-mail': 's@example.com',
      Password: 'abcde12345',
      'Confirm password': 'abcde12345',
    });
    await agree();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, wait 30 s');
  });
});
