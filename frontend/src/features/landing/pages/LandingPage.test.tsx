import { screen, waitFor } from '@testing-library/react';
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

    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await userEvent.click(await screen.findByText('中文'));

    expect(
      await screen.findByRole('heading', { name: '共享、租用和管理算力' }),
    ).toBeInTheDocument();
    expect(getLocale()).toBe('zh');
    await waitFor(() => expect(document.title).toBe('云算力市场 - Z 算力'));
    expect(settingsStore.get().language).toBe('zh');
  });
});
