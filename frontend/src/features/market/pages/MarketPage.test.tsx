import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { TOPIC_POLL_MS } from '@/stream/topics';
import { renderPage } from '@/test/page';
import { fail, ok, rmpCallsTo } from '@/test/http';

import { GROUPS, makeListing, marketApi, NAS_LISTING, page, queryOf } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const urlQuery = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/market', () => {
  it('shows a signed-out visitor the listings by label, each card with its figures', async () => {
    renderPage('/market', { api: marketApi() });
    expect(await screen.findByRole('heading', { name: 'Market', level: 1 })).toBeInTheDocument();
    const ai = await screen.findByRole('region', { name: 'AI' });
    expect(within(ai).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/market/more?label=ai',
    );
    const card = within(ai).getByTestId('listing-11');
    expect(within(card).getByRole('link', { name: 'Stable Diffusion' })).toHaveAttribute(
      'href',
      '/market/details?id=11',
    );
    for (const text of [
      'AI compute',
      'High',
      '16 cores',
      '64.00 GB',
      '1.00 TB',
      'RTX 4090',
      'Passthrough',
      '24.00 GB VRAM',
      '12.50 coins / hour',
      'By Bob Chen',
      '98.7% uptime',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('98.7% uptime')).toHaveAccessibleDescription(
      'Online over the last day 100%, 7 days 98.7%, 30 days 95%',
    );
    const storage = screen.getByRole('region', { name: 'Storage' });
    expect(within(storage).getByText('New provider')).toBeInTheDocument();
    expect(within(storage).getByText('No GPU')).toBeInTheDocument();
  });

  it('says so when nothing is for rent, and offers to retry a failure', async () => {
    let answer = () => fail(500, 'server_error', 'Boom');
    renderPage('/market', {
      api: marketApi({ 'POST market/applications-groupby-labels': () => answer() }),
    });
    expect(await screen.findByText('The market could not be loaded')).toBeInTheDocument();
    answer = () => ok([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is for rent right now')).toBeInTheDocument();
  });

  it('keeps filters and sort in the URL and lists what they match instead of the groups', async () => {
    const { calls, router } = renderPage('/market', {
      api: marketApi({ 'GET market/applications': () => ok(page([makeListing()], 1)) }),
    });
    await screen.findByRole('region', { name: 'AI' });

    await user.type(screen.getByRole('searchbox', { name: 'GPU model' }), ' 4090 {Enter}');
    await user.click(screen.getByLabelText('Minimum VRAM'));
    await user.click(await screen.findByTitle('16 GB or more'));
    await user.click(screen.getByLabelText('Tier'));
    await user.click(await screen.findByTitle('High'));
    await user.type(screen.getByLabelText('Max coins per hour'), '20{Enter}');
    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Price: low to high'));

    await waitFor(() =>
      expect(urlQuery(router)).toEqual({
        gpu: '4090',
        vram: '16',
        tier: 'high',
        max_price: '20.00',
        sort: 'price',
      }),
    );
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1))).toEqual({
        gpu: '4090',
        min_vram_bytes: String(16 * 1024 ** 3),
        tier: 'high',
        max_price: '20.00',
        sort: 'price',
        available: 'true',
        offset: '0',
        limit: '12',
      }),
    );
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'AI' })).not.toBeInTheDocument();
    // No point known: no distance filter, no sorting by distance.
    expect(screen.queryByLabelText('Distance')).not.toBeInTheDocument();
  });

  it('offers distance and "Nearest" with a point in the URL', async () => {
    const { calls } = renderPage('/market?near=121.4,31.2&sort=distance&max_km=50', {
      api: marketApi({
        'GET market/applications': () => ok(page([makeListing({ distance_km: 7 })])),
      }),
    });
    expect(await screen.findByText('7 km away')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toEqual({
      near: '121.4,31.2',
      max_km: '50',
      sort: 'distance',
      available: 'true',
      offset: '0',
      limit: '12',
    });
    expect(screen.getByLabelText('Distance')).toBeInTheDocument();
  });

  it('narrows a search by the filters, and offers to clear a search that finds nothing', async () => {
    const { calls, router } = renderPage('/market?tier=basic', {
      api: marketApi({
        'GET market/applications': (_init, url) =>
          ok(page(url.searchParams.has('q') ? [] : [NAS_LISTING])),
      }),
    });
    await screen.findByTestId('listing-12');
    await user.type(screen.getByRole('searchbox', { name: 'Search the market' }), 'stabel{Enter}');
    expect(await screen.findByText('No listings match')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results for “stabel”' })).toBeInTheDocument();
    // The filters stay in the address and on the page, and narrow the search.
    expect(urlQuery(router)).toEqual({ tier: 'basic', q: 'stabel' });
    expect(screen.getByLabelText('Tier')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1))).toEqual({
      tier: 'basic',
      q: 'stabel',
      available: 'true',
      offset: '0',
      limit: '12',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('region', { name: 'Storage' })).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({});
  });

  it('lists only free listings, recommended first, until told to show the rented ones too', async () => {
    const { calls, router } = renderPage('/market?tier=high', {
      api: marketApi({ 'GET market/applications': () => ok(page([makeListing()], 1)) }),
    });
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Available now' })).toBeChecked();
    expect(screen.getByLabelText('Sort by').closest('.ant-select')).toHaveTextContent(
      'Recommended',
    );
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1))).toMatchObject({
      available: 'true',
    });
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1)).sort).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: 'Available now' }));
    await waitFor(() => expect(urlQuery(router)).toEqual({ tier: 'high', busy: '1' }));
    await waitFor(() =>
      expect(
        queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1)).available,
      ).toBeUndefined(),
    );
    expect(screen.getByRole('checkbox', { name: 'Available now' })).not.toBeChecked();
  });

  it('keeps to boxes with at least the chosen number of GPUs', async () => {
    const { calls, router } = renderPage('/market', {
      api: marketApi({ 'GET market/applications': () => ok(page([makeListing()], 1)) }),
    });
    await screen.findByRole('region', { name: 'AI' });
    await user.click(screen.getByRole('combobox', { name: 'GPUs' }));
    await user.click(await screen.findByTitle('2 GPUs or more'));
    await waitFor(() => expect(urlQuery(router)).toEqual({ gpus: '2' }));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1))).toMatchObject({
        min_gpus: '2',
      }),
    );
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
  });

  it('leads back from a listing to the list as it was left', async () => {
    const { router } = renderPage('/market?tier=basic&sort=price', {
      api: marketApi({ 'GET market/applications': () => ok(page([NAS_LISTING])) }),
    });
    const card = await screen.findByTestId('listing-12');
    await user.click(within(card).getByRole('link', { name: NAS_LISTING.name }));
    const back = await screen.findByRole('link', { name: 'Back to the market' });
    expect(router.state.location.pathname).toBe('/market/details');
    await user.click(back);
    await waitFor(() => expect(urlQuery(router)).toEqual({ tier: 'basic', sort: 'price' }));
    expect(router.state.location.pathname).toBe('/market');
  });

  it('searches alone through the market search, which forgives typos', async () => {
    const { calls } = renderPage('/market', {
      api: marketApi({ 'GET market/search': () => ok(page([NAS_LISTING])) }),
    });
    await screen.findByRole('region', { name: 'AI' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the market' }), 'stabel{Enter}');
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/search')[0])).toEqual({
      q: 'stabel',
      available: 'true',
      offset: '0',
      limit: '12',
    });
  });

  it('reads the groups again every 15 s, so a listing that went away disappears', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let groups = GROUPS;
    const { calls } = renderPage('/market', {
      api: marketApi({ 'POST market/applications-groupby-labels': () => ok(groups) }),
    });
    expect(await screen.findByTestId('listing-11')).toBeInTheDocument();
    groups = GROUPS.slice(1);
    act(() => vi.advanceTimersByTime(TOPIC_POLL_MS - 1000));
    expect(rmpCallsTo(calls, 'POST market/applications-groupby-labels')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByTestId('listing-11')).not.toBeInTheDocument());
    expect(screen.getByTestId('listing-12')).toBeInTheDocument();
  });
});
