import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { MenuRoute } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU, makeProfile } from '@/test/fixtures';
import { bodyOf, callsTo, fail, iamRoutes, makeSession, ok, type RouteHandler } from '@/test/http';

const user = userEvent.setup();

function openUsername(extra: Record<string, RouteHandler> = {}, menu: MenuRoute[] = MEMBER_MENU) {
  return renderApp('/account/username', {
    api: iamRoutes({
      'GET menu': () => ok(menu),
      'GET account/profile': () => ok(makeProfile()),
      'GET auth/options': () => ok({ wechat: { enabled: false } }),
      ...extra,
    }),
  });
}

const nameField = () => screen.findByLabelText('User name', { selector: 'input' });

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/account/username', () => {
  it('is granted by the /account menu entry, which stays highlighted', async () => {
    openUsername();
    expect(await screen.findByRole('heading', { name: 'Change user name' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Account' }).closest('li')).toHaveClass(
      'ant-menu-item-selected',
    );
    await waitFor(() => expect(document.title).toBe('Change user name - Z Compute'));
  });

  it('is refused when the menu has no /account', async () => {
    const { router } = openUsername({}, [
      {
        ...MEMBER_MENU[0]!,
        path: '/devices',
        meta: { ...MEMBER_MENU[0]!.meta, title: 'MyDevices' },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });

  it('starts from the current name and checks 3-50 characters before sending', async () => {
    const { calls } = openUsername();
    const field = await nameField();
    await waitFor(() => expect(field).toHaveValue('Grace Hopper'));

    await user.clear(field);
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The user name must be 3-50 characters')).toBeInTheDocument();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a user name')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT account/profile/info')).toHaveLength(0);
  });

  it('saves, shows the new name everywhere and goes back; a taken name shows on the field', async () => {
    let taken = true;
    const { calls, router } = openUsername({
      'PUT account/profile/info': () =>
        taken
          ? fail(400, 'validation_error', 'Please check the fields', {
              name: ['This name is taken.'],
            })
          : ok(makeProfile({ name: 'Amazing Grace' })),
    });
    const field = await nameField();
    await waitFor(() => expect(field).toHaveValue('Grace Hopper'));
    await user.clear(field);
    await user.type(field, '  Amazing Grace ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is taken.')).toBeInTheDocument();

    taken = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(bodyOf(callsTo(calls, 'PUT account/profile/info')[1])).toEqual({
      name: 'Amazing Grace',
    });
    expect(await screen.findByText('User name changed')).toBeInTheDocument();
    // The answer is shown at once, in the page and in the header.
    expect(await screen.findByRole('group', { name: 'User name' })).toHaveTextContent(
      'Amazing Grace',
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Amazing Grace');
  });
});
