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
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick a point on the map' })).toHaveAttribute(
      'href',
      '/nearby/map',
    );
    expect(rmpCallsTo(calls, 'GET market/applications')).toHaveLength(0);
  });

  it('lists by distance from typed coordinates, nearest first, each leading to its details', async () => {
    const { calls, router } = renderPage('/nearby', {
      api: marketApi({ 'GET market/applications': () => ok(page(NEAR)) }),
    });
    await user.type(await screen.findByLabelText('Latitude'), '31.23');
    await user.type(screen.getByLabelText('Longitude'), '121.47');
    await user.click(screen.getByRole('button', { name: 'Show nearby' }));

    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    expect(urlQuery(router)).toEqual({ near: '121.47,31.23' });
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toEqual({
      near: '121.47,31.23',
      max_km: '100',
      sort: 'distance',
      offset: '0',
      limit: '12',
    });
    const shown = screen.getAllByText(/ km away$/).map((node) => node.textContent);
    expect(shown).toEqual(['3 km away', '12 km away', '48 km away']);
    expect(
      within(screen.getByTestId('listing-22')).getByRole('link', { name: 'Middle' }),
    ).toHaveAttribute('href', '/nearby/details?id=22&near=121.47%2C31.23');
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
