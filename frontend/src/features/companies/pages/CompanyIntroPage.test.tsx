import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { makeProfile } from '@/test/fixtures';
import { iamRoutes, makeSession, ok } from '@/test/http';

import { PERSON_MENU } from './personTestData';

const user = userEvent.setup();

function open(path: string) {
  return renderApp(path, {
    api: iamRoutes({
      'GET menu': () => ok(PERSON_MENU),
      'GET account/profile': () => ok(makeProfile()),
      'GET sme': () => ok({ items: [], total: 0 }),
      'GET auth/options': () => ok({ wechat: { enabled: false } }),
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

describe('/compony and /m/compony', () => {
  it.each(['/compony', '/m/compony'])(
    '%s presents company accounts to a visitor and leads to sign-up, then to my companies',
    async (path) => {
      const { router } = open(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Company accounts' }),
      ).toBeInTheDocument();
      for (const title of ['Shared devices', 'Allocation to members', 'Member history']) {
        expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      }
      await user.click(screen.getByRole('button', { name: 'Sign up free' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signup'));
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/history')}`);
    },
  );

  it('sends a signed-in individual to their companies', async () => {
    sessionStore.set(makeSession());
    const { router } = open('/compony');
    await user.click(await screen.findByRole('button', { name: 'Go to my companies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(screen.queryByRole('button', { name: 'Sign up free' })).toBeNull();
  });
});
