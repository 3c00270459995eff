import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { MenuRoute, Profile } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { fail, makeSession, ok } from '@/test/http';

const MENU: MenuRoute[] = [
  {
    path: '/account',
    name: 'account',
    component: 'account',
    meta: { icon: 'UserOutlined', title: 'account', isHide: false, isLink: false },
  },
];

const PROFILE: Profile = {
  avatar_url: 'https://cdn.example/a.png',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone_number: null,
  wechat_bound: true,
  password_set: false,
};

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/account', () => {
  it('shows the profile', async () => {
    renderApp('/account', { api: (url) => (url.endsWith('/menu') ? ok(MENU) : ok(PROFILE)) });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('grace@example.com')).toBeInTheDocument();
    expect(within(main).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(main).getByText('Not provided')).toBeInTheDocument(); // phone
    expect(within(main).getByText('Bound')).toBeInTheDocument(); // WeChat
    expect(within(main).getByText('Not set')).toBeInTheDocument(); // password
    expect(within(main).getByRole('img', { name: 'Avatar of Grace Hopper' })).toHaveAttribute(
      'src',
      'https://cdn.example/a.png',
    );
  });

  it('shows a loading state, then an error with a working retry', async () => {
    let profileCalls = 0;
    let answerFirst: (response: Response) => void = () => {};
    renderApp('/account', {
      api: (url) => {
        if (url.endsWith('/menu')) return ok(MENU);
        profileCalls += 1;
        if (profileCalls > 1) return ok(PROFILE);
        return new Promise<Response>((resolve) => {
          answerFirst = resolve;
        });
      },
    });
    const main = await screen.findByRole('main');
    expect(main.querySelector('[aria-busy="true"] .ant-skeleton')).not.toBeNull();
    answerFirst(fail(500, 'server_error', 'Server trouble'));

    expect(await within(main).findByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(within(main).getByText('Server trouble')).toBeInTheDocument();

    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(main).findByText('grace@example.com')).toBeInTheDocument();
    expect(profileCalls).toBe(2);
  });
});
