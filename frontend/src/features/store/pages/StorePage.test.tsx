import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { fail, headerOf, makeSession, ok, rmpCallsTo } from '@/test/http';

import { storeApi } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

describe('/app-store', () => {
  it('shows a signed-out visitor each label with its apps, resources and a More link', async () => {
    const { calls } = renderPage('/app-store', { api: storeApi() });
    expect(await screen.findByRole('heading', { name: 'App store', level: 1 })).toBeInTheDocument();

    const ai = await screen.findByRole('region', { name: 'AI' });
    const sd = within(ai).getByTestId('app-3');
    expect(within(sd).getByRole('link', { name: 'Stable Diffusion' })).toHaveAttribute(
      'href',
      '/app-store/3',
    );
    for (const text of [
      'Text to image on your own GPU',
      'AI compute',
      '4 cores',
      '16.00 GB',
      '8.00 GB VRAM',
    ]) {
      expect(within(sd).getByText(text)).toBeInTheDocument();
    }
    expect(within(sd).getByTestId('app-initials')).toHaveTextContent('SD');
    expect(within(ai).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/app-store/more?label=ai',
    );

    const storage = screen.getByRole('region', { name: 'Storage' });
    const nas = within(storage).getByTestId('app-7');
    for (const text of ['NAS', '1 core', '512.00 MB']) {
      expect(within(nas).getByText(text)).toBeInTheDocument();
    }
    expect(within(nas).queryByText(/VRAM/)).toBeNull();
    expect(within(storage).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/app-store/more?label=storage',
    );

    // Signed out: a way to sign in that comes back here; no token sent.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(headerOf(rmpCallsTo(calls, 'GET store/groups')[0], 'Authorization')).toBeUndefined();
  });

  it('leads to the other public places, marking the store as the one open', async () => {
    renderPage('/app-store', { api: storeApi() });
    const places = await screen.findByRole('navigation', { name: 'Public pages' });
    const links = within(places).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['App store', '/app-store'],
      ['Market', '/market'],
      ['Nearby', '/nearby'],
    ]);
    expect(within(places).getByRole('link', { name: 'App store' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(places).getByRole('link', { name: 'Market' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('sends the token when signed in and offers the console', async () => {
    sessionStore.set(makeSession());
    const { calls } = renderPage('/app-store', { api: storeApi() });
    expect(await screen.findByTestId('app-3')).toBeInTheDocument();
    expect(headerOf(rmpCallsTo(calls, 'GET store/groups')[0], 'Authorization')).toBe(
      'Bearer access-1',
    );
    expect(screen.getByRole('button', { name: 'Open console' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('searches on the list page', async () => {
    const { router } = renderPage('/app-store', {
      api: storeApi({ 'GET store/apps': () => ok({ items: [], total: 0 }) }),
    });
    await screen.findByTestId('app-3');
    await user.type(screen.getByRole('searchbox', { name: 'Search apps' }), ' stable diff {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app-store/more'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('stable diff');
  });

  it('says so when nothing is published', async () => {
    renderPage('/app-store', { api: storeApi({ 'GET store/groups': () => ok([]) }) });
    expect(await screen.findByText('No apps are published yet')).toBeInTheDocument();
  });

  it('shows a failure with "Try again"', async () => {
    let failing = true;
    renderPage('/app-store', {
      api: storeApi({
        'GET store/groups': () => (failing ? fail(500, 'server_error', 'Something broke') : ok([])),
      }),
    });
    expect(await screen.findByText('The app store could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByText('No apps are published yet')).toBeInTheDocument();
  });
});
