import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { fail, makeSession, ok, rmpCallsTo } from '@/test/http';
import {
  makeListing,
  marketApi,
  NAS_LISTING,
  page,
  queryOf,
} from '@/features/market/pages/testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

const urlQuery = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the mobile shell', () => {
  it('holds the page title as the one h1, the language switch and the built tabs', async () => {
    renderApp('/m/market', { api: marketApi() });
    expect(await screen.findByRole('heading', { name: 'Market', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /English/ })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(tabs).getByRole('link', { name: /Market/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of [/Nearby/, /Download/]) {
      expect(within(tabs).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('offers a signed-out phone the sign-in, which comes back to this page', async () => {
    const { router } = renderApp('/m/market?q=gpu', { api: marketApi() });
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(urlQuery(router)).toEqual({ redirect: '/m/market?q=gpu' });
  });

  it('leads a signed-in phone to the console', async () => {
    sessionStore.set(makeSession());
    renderApp('/m/market', { api: marketApi() });
    expect(await screen.findByRole('link', { name: 'Open console' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    setLocale('zh');
    renderApp('/m/market', { api: marketApi() });
    const tabs = await screen.findByRole('navigation', { name: '栏目' });
    expect(within(tabs).getByRole('link', { name: /市场/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('/m/market', () => {
  it('shows the groups with links that stay inside /m', async () => {
    renderApp('/m/market', { api: marketApi() });
    const ai = await screen.findByRole('region', { name: 'AI' });
    expect(within(ai).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/m/market/more?label=ai',
    );
    expect(within(ai).getByRole('link', { name: 'Stable Diffusion' })).toHaveAttribute(
      'href',
      '/m/market/details?id=11',
    );
    expect(screen.getByRole('link', { name: 'All listings' })).toHaveAttribute(
      'href',
      '/m/market/more',
    );
  });

  it('filters in a sheet, kept in the URL, and lists what matches', async () => {
    const { calls, router } = renderApp('/m/market', {
      api: marketApi({ 'GET market/applications': () => ok(page([NAS_LISTING])) }),
    });
    await screen.findByRole('region', { name: 'AI' });
    await user.click(screen.getByRole('button', { name: /Filters$/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    // The controls' code comes when the sheet first opens.
    await user.click(await within(sheet).findByLabelText('Tier'));
    await user.click(await screen.findByTitle('Basic'));
    await user.click(within(sheet).getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Price: low to high'));
    await user.click(within(sheet).getByRole('button', { name: 'Show listings' }));

    await waitFor(() => expect(urlQuery(router)).toEqual({ tier: 'basic', sort: 'price' }));
    expect(await screen.findByTestId('listing-12')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1))).toEqual({
      tier: 'basic',
      sort: 'price',
      available: 'true',
      offset: '0',
      limit: '12',
    });
    expect(screen.queryByRole('region', { name: 'AI' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filters \(2\)/ })).toBeInTheDocument();
  });

  it('searches in place of the groups', async () => {
    const { calls } = renderApp('/m/market', {
      api: marketApi({ 'GET market/search': () => ok(page([makeListing()])) }),
    });
    await screen.findByRole('region', { name: 'AI' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the market' }), 'stabel{Enter}');
    expect(await screen.findByText('Results for “stabel”')).toBeInTheDocument();
    expect(await screen.findByTestId('listing-11')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/search')[0])).toMatchObject({ q: 'stabel' });
  });
});

describe('/m/market/more', () => {
  it('lists every listing of a label, the label in the sheet', async () => {
    const { calls } = renderApp('/m/market/more?label=storage', {
      api: marketApi({ 'GET market/applications': () => ok(page([NAS_LISTING])) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'All listings', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('listing-12')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toMatchObject({
      label: 'storage',
    });
    await user.click(screen.getByRole('button', { name: /Filters \(1\)/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect(await within(sheet).findByLabelText('Category')).toBeInTheDocument();
  });
});

describe('/m/market/details', () => {
  it('shows the listing under the shell title, with the way back inside /m', async () => {
    renderApp('/m/market/details?id=11', {
      api: marketApi({ 'GET market/applications/11': () => ok(makeListing()) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Stable Diffusion', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listing details', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('12.50 coins / hour')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(screen.getByText('In Shanghai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the market' })).toHaveAttribute(
      'href',
      '/m/market',
    );
  });

  it('says a listing is gone, and leads back to the mobile market', async () => {
    const { router } = renderApp('/m/market/details?id=99', {
      api: marketApi({ 'GET market/applications/99': () => fail(404, 'not_found', 'Gone') }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This listing is no longer available' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the market' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/market'));
  });
});
