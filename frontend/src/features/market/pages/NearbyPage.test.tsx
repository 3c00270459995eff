import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { TOPIC_POLL_MS } from '@/stream/topics';
import { renderPage } from '@/test/page';
import { ok, rmpCallsTo } from '@/test/http';

import { makeListing, marketApi, NAS_LISTING, page, queryOf } from './testData';

const user = userEvent.setup();

const NEAR = [
  makeListing({ id: 21, name: 'Closest', distance_km: 3 }),
  makeListing({ id: 22, name: 'Middle', distance_km: 12 }),
  { ...NAS_LISTING, id: 23, name: 'Furthest', distance_km: 48 },
];

const urlQuery = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/nearby', () => {
  it('explains the ways to choose a point before one is chosen, and asks nothing', async () => {
    const { calls } = renderPage('/nearby', { api: marketApi() });
    expect(await screen.findByRole('heading', { name: 'Nearby', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Where are you?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Use my location/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City or region' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Latitude|Longitude/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick a point on the map' })).toHaveAttribute(
      'href',
      '/nearby/map',
    );
    expect(rmpCallsTo(calls, 'GET market/applications')).toHaveLength(0);
  });

  it('lists by distance around a place searched by name, each card naming its region', async () => {
    const { calls, router } = renderPage('/nearby', {
      api: marketApi({ 'GET market/applications': () => ok(page(NEAR)) }),
    });
    await user.type(await screen.findByRole('combobox', { name: 'City or region' }), 'hang');
    await user.click(await screen.findByText('Hangzhou, Zhejiang'));

    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ near: '120.16,30.27' });
    expect(queryOf(rmpCallsTo(calls, 'GET market/places')[0])).toEqual({ q: 'hang' });
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toEqual({
      near: '120.16,30.27',
      max_km: '100',
      sort: 'distance',
      available: 'true',
      offset: '0',
      limit: '12',
    });
    expect(await screen.findByText('Near Shanghai')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/region')[0])).toEqual({ near: '120.16,30.27' });
    const shown = screen.getAllByText(/ km away$/).map((node) => node.textContent);
    expect(shown).toEqual(['3 km away', '12 km away', '48 km away']);
    expect(within(screen.getByTestId('listing-21')).getByText(/Shanghai/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('listing-22')).getByRole('link', { name: 'Middle' }),
    ).toHaveAttribute('href', '/nearby/details?id=22&near=120.16%2C30.27');
  });

  it('says when no place has the typed name', async () => {
    renderPage('/nearby', { api: marketApi() });
    await user.type(await screen.findByRole('combobox', { name: 'City or region' }), 'atlantis');
    expect(
      await screen.findByText('No place is called “atlantis”. Try a nearby city.'),
    ).toBeInTheDocument();
  });

  it('says what to do when the browser refuses the location', async () => {
    const getCurrentPosition = vi.fn((_found: PositionCallback, failed: PositionErrorCallback) =>
      failed({ code: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { calls, router } = renderPage('/nearby', { api: marketApi() });
    await user.click(await screen.findByRole('button', { name: /Use my location/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location access is blocked for this site. Allow it in the browser’s site settings, or search for your city.',
    );
    expect(urlQuery(router)).toEqual({});
    expect(rmpCallsTo(calls, 'GET market/applications')).toHaveLength(0);
  });

  it('takes the market filters and search, kept in the URL, and sorts by distance unless asked', async () => {
    const { calls, router } = renderPage('/nearby?near=121.47,31.23', {
      api: marketApi({ 'GET market/applications': () => ok(page(NEAR)) }),
    });
    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'GPUs' }));
    await user.click(await screen.findByTitle('2 GPUs or more'));
    await user.type(screen.getByRole('searchbox', { name: 'Search the market' }), 'ollama{Enter}');
    await user.click(screen.getByRole('checkbox', { name: /Available now/ }));
    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Price: low to high'));
    await waitFor(() =>
      expect(urlQuery(router)).toEqual({
        near: '121.47,31.23',
        gpus: '2',
        q: 'ollama',
        busy: '1',
        sort: 'price',
      }),
    );
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1))).toEqual({
        near: '121.47,31.23',
        max_km: '100',
        min_gpus: '2',
        q: 'ollama',
        sort: 'price',
        offset: '0',
        limit: '12',
      }),
    );
    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByTitle('Nearest'));
    await waitFor(() => expect(urlQuery(router).sort).toBeUndefined());
  });

  it('takes the browser position on "Use my location"', async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { longitude: 116.397_4, latitude: 39.908_7 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { calls, router } = renderPage('/nearby', {
      api: marketApi({ 'GET market/applications': () => ok(page(NEAR)) }),
    });
    await user.click(await screen.findByRole('button', { name: /Use my location/ }));
    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ near: '116.397,39.909' });
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0]).near).toBe('116.397,39.909');
  });

  it('keeps the range in the URL and the point and range in the map link', async () => {
    const { calls, router } = renderPage('/nearby?near=121.47,31.23', {
      api: marketApi({ 'GET market/applications': () => ok(page(NEAR, 30)) }),
    });
    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Distance'));
    await user.click(await screen.findByTitle('Within 50 km'));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1)).max_km).toBe('50'),
    );
    expect(screen.getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
      'href',
      '/nearby/map?near=121.47%2C31.23&max_km=50',
    );

    await user.click(await screen.findByTitle('2'));
    await waitFor(() =>
      expect(queryOf(rmpCallsTo(calls, 'GET market/applications').at(-1)).offset).toBe('12'),
    );
    expect(urlQuery(router)).toEqual({ near: '121.47,31.23', max_km: '50', page: '2' });
  });

  it('suggests a larger range when nothing is within it', async () => {
    const { router } = renderPage('/nearby?near=121.47,31.23', {
      api: marketApi({
        'GET market/applications': (_init, url) =>
          ok(page(url.searchParams.get('max_km') === '500' ? NEAR : [])),
      }),
    });
    expect(await screen.findByText('Nothing is for rent within 100 km')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search within 500 km' }));
    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ near: '121.47,31.23', max_km: '500' });
  });

  it('reads the list again every 15 s, so a listing that went away disappears', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let listings = NEAR;
    const { calls } = renderPage('/nearby?near=121.47,31.23', {
      api: marketApi({ 'GET market/applications': () => ok(page(listings)) }),
    });
    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    listings = NEAR.slice(1);
    act(() => vi.advanceTimersByTime(TOPIC_POLL_MS));
    await waitFor(() => expect(screen.queryByTestId('listing-21')).not.toBeInTheDocument());
    expect(rmpCallsTo(calls, 'GET market/applications')).toHaveLength(2);
  });
});
