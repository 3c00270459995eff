import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { ok, rmpCallsTo } from '@/test/http';

import { makeApp, NAS_APP, page, storeApi } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

const queryOf = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call!.url, 'http://app.invalid').searchParams);

describe('/app-store/more', () => {
  it('filters by label, type and search on the server, keeps them in the URL and pages', async () => {
    const { calls, router } = renderPage('/app-store/more', {
      api: storeApi({ 'GET store/apps': () => ok(page([makeApp(), NAS_APP], 30)) }),
    });
    expect(await screen.findByTestId('app-7')).toBeInTheDocument();
    expect(screen.getByText('30 apps')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET store/apps')[0])).toEqual({ offset: '0', limit: '12' });

    await user.click(screen.getByLabelText('Category'));
    await user.click(await screen.findByTitle('Storage'));
    await user.click(screen.getByLabelText('Type'));
    await user.click(await screen.findByTitle('NAS'));
    await user.type(screen.getByRole('searchbox', { name: 'Search apps' }), ' files {Enter}');
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET store/apps').at(-1))).toEqual({
        label: 'storage',
        type: 'nas',
        q: 'files',
        offset: '0',
        limit: '12',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      label: 'storage',
      type: 'nas',
      q: 'files',
    });

    await user.click(await screen.findByTitle('2'));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET store/apps').at(-1)).offset).toBe('12'),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('starts from the filters in the URL', async () => {
    const { calls } = renderPage('/app-store/more?label=ai&type=ai_compute&q=image&page=3', {
      api: storeApi({ 'GET store/apps': () => ok(page([makeApp()], 40)) }),
    });
    expect(await screen.findByTestId('app-3')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET store/apps')[0])).toEqual({
      label: 'ai',
      type: 'ai_compute',
      q: 'image',
      offset: '24',
      limit: '12',
    });
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('image');
  });

  it('says so when nothing matches', async () => {
    renderPage('/app-store/more?q=zzz', {
      api: storeApi({ 'GET store/apps': () => ok(page([])) }),
    });
    expect(await screen.findByText('No apps match')).toBeInTheDocument();
  });
});
