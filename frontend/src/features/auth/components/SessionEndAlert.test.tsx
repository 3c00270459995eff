import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { MEMBER_MENU } from '@/test/fixtures';
import { fail, iamRoutes, makeSession, ok } from '@/test/http';

const ENDED = /Your access to the company ended/;

function openAccount(error: string) {
  return renderApp('/account', {
    api: iamRoutes({
      'GET menu': () => ok(MEMBER_MENU),
      'GET sme': () => ok({ items: [], total: 0 }),
      'GET account/profile': () => fail(401, error, 'Translated by the server'),
      'GET auth/options': () => ok({ wechat: { enabled: false } }),
    }),
  });
}

beforeEach(async () => {
  await setLocale('en');
  window.sessionStorage.clear();
  sessionStore.set(makeSession({ smeId: 'ACME0-00001', userType: 'member' }));
});

describe('the sign-in page after a session ended', () => {
  it('says the company access ended, once', async () => {
    const { router } = openAccount('company_access_ended');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ENDED);
    expect(sessionStore.get()).toBeNull();

    cleanup();
    renderApp('/auth/signin', {
      api: iamRoutes({ 'GET auth/options': () => ok({ wechat: { enabled: false } }) }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).toBeNull();
  });

  it('after another 401 says only that the session ended', async () => {
    const { router } = openAccount('not_authenticated');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    expect(screen.queryByText(ENDED)).toBeNull();
  });

  it('in Chinese', async () => {
    await setLocale('zh');
    openAccount('token_not_valid');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录已失效，请重新登录。');
  });
});
