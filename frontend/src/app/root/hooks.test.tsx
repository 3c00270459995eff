import { act, screen, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import type { MenuRoute } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { loadMenu } from '@/app/menu/store';
import { renderApp } from '@/test/app';

import { loadProgressBar } from './hooks';
import { makeSession } from '@/test/http';

const MENU: MenuRoute[] = [
  {
    path: '/account',
    name: 'a',
    component: 'a',
    meta: { icon: '', title: 'account', isHide: false, isLink: false },
  },
];

describe('navigation progress', () => {
  it('is configured with minimum 0.3', async () => {
    expect((await loadProgressBar()).settings.minimum).toBe(0.3);
  });

  it('runs while a navigation loads and finishes after it', async () => {
    setLocale('en');
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    let answerMenu: (menu: MenuRoute[]) => void = () => {};
    const { router } = renderApp('/auth/signin', {
      env: { loadMenu: () => loadMenu(() => new Promise((resolve) => (answerMenu = resolve))) },
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    sessionStore.set(makeSession());
    start.mockClear();
    done.mockClear();

    // The guard waits for the menu, so the navigation stays in "loading".
    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/account');
    });
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(done).not.toHaveBeenCalled();

    await act(async () => {
      answerMenu(MENU);
      await navigation;
    });
    await waitFor(() => expect(done).toHaveBeenCalled());
  });
});
