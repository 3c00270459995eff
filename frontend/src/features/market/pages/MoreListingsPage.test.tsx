import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { fail, ok, rmpCallsTo } from '@/test/http';

import { makeListing, marketApi, NAS_LISTING, page, queryOf } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

describe('/market/more', () => {
  it('lists every listing of a label, filtered and paged through the URL', async () => {
    const { calls, router } = renderPage('/market/more?label=ai', {
      api: marketApi({ 'GET market/applications': () => ok(page([makeListing()], 30)) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'All listings', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('listing-11')).toBeInTheDocument();
    expect(screen.getByText('30 listings')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toEqual({
      label: 'ai',
      available: 'true',
      offset: '0',
      limit: '12',
    });

    await user.click(screen.getByLabelText('Category'));
    await user.click(await screen.findByTitle('Storage'));
    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Most reliable'));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1))).toEqual({
        label: 'storage',
        sort: 'reliability',
        available: 'true',
        offset: '0',
        limit: '12',
      }),
    );

    await user.click(await screen.findByTitle('2'));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1)).offset).toBe('12'),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      label: 'storage',
      sort: 'reliability',
      page: '2',
    });
  });

  it('starts from the URL and ignores a malformed filter', async () => {
    const { calls } = renderPage(
      '/market/more?tier=huge&vram=8&max_price=abc&sort=distance&page=2',
      {
        api: marketApi({ 'GET market/applications': () => ok(page([NAS_LISTING], 20)) }),
      },
    );
    expect(await screen.findByTestId('listing-12')).toBeInTheDocument();
    // No point: sorting by distance is dropped, as are the unknown tier and the bad price.
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toEqual({
      min_vram_bytes: String(8 * 1024 ** 3),
      available: 'true',
      offset: '12',
      limit: '12',
    });
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { router } = renderPage('/market/more?label=ai&gpu=h100', {
      api: marketApi({
        'GET market/applications': (_init, url) =>
          ok(page(url.searchParams.has('gpu') ? [] : [makeListing()])),
      }),
    });
    expect(await screen.findByText('No listings match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('listing-11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?label=ai');
  });

  it('shows a failure with a retry', async () => {
    let answer = () => fail(500, 'server_error', 'Boom');
    renderPage('/market/more', {
      api: marketApi({ 'GET market/applications': () => answer() }),
    });
    expect(await screen.findByText('The market could not be loaded')).toBeInTheDocument();
    answer = () => ok(page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is for rent right now')).toBeInTheDocument();
  });
});
