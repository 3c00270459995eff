import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { fail, ok, rmpCallsTo } from '@/test/http';

import { FakeMap } from '../nearby/map/fakeMapLibre';
import { makeListing, marketApi, NAS_LISTING, page, queryOf } from './testData';

// jsdom has no WebGL: MapLibre is replaced at the module boundary (see `fakeMapLibre`).
vi.mock('maplibre-gl', async () => (await import('../nearby/map/fakeMapLibre')).fakeMapLibre);

const user = userEvent.setup();

const LAND = { type: 'FeatureCollection', features: [] };
const NEAR = [
  makeListing({ id: 21, name: 'Closest', distance_km: 3 }),
  makeListing({ id: 22, name: 'Middle', distance_km: 12, location: { lng: 121.5, lat: 31.3 } }),
  { ...NAS_LISTING, id: 23, name: 'Unplaced', distance_km: 48 },
];

function mapApi(overrides: Parameters<typeof marketApi>[0] = {}) {
  return marketApi({
    'GET market/map-settings': () => ok({ style_url: '', access_token: '' }),
    'GET market/basemap': () => ok(LAND),
    'GET market/applications': () => ok(page(NEAR, 140)),
    ...overrides,
  });
}

/** The map has been made; its `load` and then `idle` fire. */
async function loadMap() {
  await waitFor(() => expect(FakeMap.instances).not.toHaveLength(0));
  const map = FakeMap.last;
  act(() => map.fire('load'));
  act(() => map.fire('idle'));
  return map;
}

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
  FakeMap.reset();
});

afterEach(() => vi.useRealTimers());

describe('/nearby/map', () => {
  it('draws the listings on the offline basemap in the light theme, and lists them', async () => {
    const { calls } = renderPage('/nearby/map?near=121.47,31.23&max_km=50', { api: mapApi() });
    expect(
      await screen.findByRole('heading', { name: 'Nearby map', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.body).toHaveClass('theme-light'));
    const map = await loadMap();

    expect(map.options.style).toMatchObject({
      sources: { land: { type: 'geojson', data: LAND } },
    });
    expect(map.options.transformRequest).toBeUndefined();
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toEqual({
      near: '121.47,31.23',
      max_km: '50',
      sort: 'distance',
      offset: '0',
      limit: '100',
    });
    // Clustered; the listing without a location is not on the map.
    expect(map.sources.get('listings')!.options).toMatchObject({ cluster: true });
    await waitFor(() =>
      expect(screen.getByTestId('nearby-map')).toHaveAttribute('data-map-ready', 'true'),
    );
    expect(screen.getByTestId('nearby-map')).toHaveAttribute('data-listings-shown', '2');
    expect(map.sources.get('person')!.data).toMatchObject({
      features: [{ geometry: { coordinates: [121.47, 31.23] } }],
    });
    expect(map.fitBounds).toHaveBeenCalled();

    // The same listings as a list, nearest first, for the keyboard and screen readers.
    const items = screen.getAllByRole('listitem').filter((item) => !item.closest('nav'));
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Closest',
      'Middle',
      'Unplaced',
    ]);
    expect(within(items[0]!).getByText('3 km away · 12.50 coins / hour')).toBeInTheDocument();
    expect(screen.getByText('The nearest 3 of 140 listings')).toBeInTheDocument();
  });

  it('uses the configured style with its token, without the basemap', async () => {
    const { calls } = renderPage('/nearby/map?near=121.47,31.23', {
      api: mapApi({
        'GET market/map-settings': () =>
          ok({ style_url: 'https://tiles.example.com/style.json', access_token: 'pk.1' }),
      }),
    });
    const map = await loadMap();
    expect(map.options.style).toBe('https://tiles.example.com/style.json');
    const transform = map.options.transformRequest as (url: string) => unknown;
    expect(transform('https://tiles.example.com/t/1.pbf')).toEqual({
      url: 'https://tiles.example.com/t/1.pbf?access_token=pk.1',
    });
    expect(rmpCallsTo(calls, 'GET market/basemap')).toHaveLength(0);
  });

  it('opens a listing’s panel from its point and zooms into a cluster', async () => {
    renderPage('/nearby/map?near=121.47,31.23', { api: mapApi() });
    const map = await loadMap();
    await screen.findByText('Closest');

    map.underClick = [
      { properties: { id: 22 }, geometry: { type: 'Point', coordinates: [121.5, 31.3] } },
    ];
    act(() => map.fire('click', { point: { x: 1, y: 1 }, lngLat: { lng: 121.5, lat: 31.3 } }));
    const panel = await screen.findByTestId('map-selected');
    expect(within(panel).getByText('Middle')).toBeInTheDocument();
    expect(within(panel).getByText('12 km away · 12.50 coins / hour')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/nearby/details?id=22&near=121.47%2C31.23',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('map-selected')).not.toBeInTheDocument();

    map.underClick = [
      {
        properties: { cluster_id: 7, point_count: 2 },
        geometry: { type: 'Point', coordinates: [121.48, 31.25] },
      },
    ];
    act(() => map.fire('click', { point: { x: 1, y: 1 }, lngLat: { lng: 121.48, lat: 31.25 } }));
    expect(map.clusterZoom).toHaveBeenCalledWith(7);
    await waitFor(() =>
      expect(map.easeTo).toHaveBeenCalledWith({ center: [121.48, 31.25], zoom: 9 }),
    );
  });

  it('sets the point from a click on the map', async () => {
    const { router, calls } = renderPage('/nearby/map', { api: mapApi() });
    const map = await loadMap();
    expect(screen.getByText(/Use your location, search for a city/)).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'GET market/applications')).toHaveLength(0);
    // Without a point, picking is on from the start.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-pressed', 'true');
    act(() =>
      map.fire('click', { point: { x: 1, y: 1 }, lngLat: { lng: 116.3974, lat: 39.9087 } }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?near=116.397%2C39.909'));
    expect(await screen.findByText('Closest')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a point on the map' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Show as a list' })).toHaveAttribute(
      'href',
      '/nearby?near=116.397%2C39.909',
    );
  });

  it('says when WebGL is missing and keeps the list', async () => {
    FakeMap.failToCreate = true;
    renderPage('/nearby/map?near=121.47,31.23', { api: mapApi() });
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot draw the map/);
    expect(await screen.findByText('Closest')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let answer = () => fail(500, 'server_error', 'Boom');
    renderPage('/nearby/map?near=121.47,31.23', {
      api: mapApi({ 'GET market/map-settings': () => answer() }),
    });
    expect(await screen.findByText('The map could not be loaded')).toBeInTheDocument();
    answer = () => ok({ style_url: '', access_token: '' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loadMap();
    expect(screen.getByTestId('nearby-map')).toBeInTheDocument();
  });

  it('shows a failure when the style cannot be read, and tries again with a new map', async () => {
    renderPage('/nearby/map?near=121.47,31.23', { api: mapApi() });
    await waitFor(() => expect(FakeMap.instances).not.toHaveLength(0));
    const failed = FakeMap.last;
    act(() => failed.fire('error'));
    expect(await screen.findByText('The map could not be loaded')).toBeInTheDocument();
    expect(failed.remove).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeMap.last).not.toBe(failed));
    expect(screen.getByTestId('nearby-map')).toBeInTheDocument();
  });
});
