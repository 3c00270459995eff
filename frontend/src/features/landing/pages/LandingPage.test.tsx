import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { getLocale, setLocale } from '@/i18n/locale';
import { settingsStore } from '@/i18n/settingsStore';
import { renderApp } from '@/test/app';

afterEach(async () => {
  await setLocale('en');
});

describe('/ landing page', () => {
  it('switches to Chinese at run time, loading its texts in that language first', async () => {
    await setLocale('en');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Share, rent and manage compute' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cloud compute market - Z Compute'));
    // The way to the public places, none of them open here.
    const places = screen.getByRole('navigation', { name: 'Public pages' });
    expect(
      within(places)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.ariaCurrent]),
    ).toEqual([
      ['App store', '/app-store', null],
      ['Market', '/market', null],
      ['Nearby', '/nearby', null],
    ]);

    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await userEvent.click(await screen.findByText('中文'));

    expect(
      await screen.findByRole('heading', { name: '共享、租用和管理算力' }),
    ).toBeInTheDocument();
    expect(getLocale()).toBe('zh');
    expect(screen.getByRole('navigation', { name: '公开页面' })).toHaveTextContent(
      '应用商店市场附近',
    );
    await waitFor(() => expect(document.title).toBe('云算力市场 - Z 算力'));
    expect(settingsStore.get().language).toBe('zh');
  });
});
