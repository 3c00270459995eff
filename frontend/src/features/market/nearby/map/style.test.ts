import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';

import { makeListing, NAS_LISTING } from '../../pages/testData';
import { boundsAround, listingsGeoJSON, personGeoJSON } from './geojson';
import { MAP_COLORS, OVERLAY_LAYERS, mapStyle, offlineStyle, tokenRequests } from './style';

const LAND: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [10, 0],
            [10, 10],
            [0, 0],
          ],
        ],
      },
    },
  ],
};

describe('the map style', () => {
  it('draws water and land from the app’s own basemap, with nothing fetched from elsewhere', () => {
    const style = offlineStyle(LAND);
    expect(style.sources).toEqual({ land: { type: 'geojson', data: LAND } });
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
    ]);
    expect(style.layers[0]!.paint).toEqual({ 'background-color': MAP_COLORS.water });
    // No glyphs or sprites (network fonts and icons), and no text anywhere.
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect([...style.layers, ...OVERLAY_LAYERS].map((layer) => layer.type)).not.toContain('symbol');
  });

  it('takes the configured style instead, and waits for the basemap without one', () => {
    expect(mapStyle('https://tiles.example.com/style.json', undefined)).toBe(
      'https://tiles.example.com/style.json',
    );
    expect(mapStyle('', undefined)).toBeNull();
    expect(mapStyle('', LAND)).toEqual(offlineStyle(LAND));
  });

  it('sends the token to the style’s host only', () => {
    expect(tokenRequests('', 'pk.1')).toBeUndefined();
    expect(tokenRequests('https://tiles.example.com/style.json', '')).toBeUndefined();
    const transform = tokenRequests('https://tiles.example.com/style.json', 'pk.1')!;
    expect(transform('https://tiles.example.com/v1/1/2/3.pbf?x=1')).toEqual({
      url: 'https://tiles.example.com/v1/1/2/3.pbf?x=1&access_token=pk.1',
    });
    expect(transform('https://elsewhere.example.com/a.png')).toBeUndefined();
  });

  it('clusters the listings and sizes a cluster by its count', () => {
    const clusters = OVERLAY_LAYERS.find((layer) => layer.id === 'listing-clusters');
    expect(clusters).toMatchObject({ type: 'circle', filter: ['has', 'point_count'] });
    expect(clusters).toMatchObject({
      paint: { 'circle-radius': ['step', ['get', 'point_count'], 12, 5, 16, 20, 21, 100, 27] },
    });
  });
});

describe('the map data', () => {
  it('makes a point of every listing with a location', () => {
    const data = listingsGeoJSON([makeListing({ id: 5 }), NAS_LISTING]);
    expect(data).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 5,
          geometry: { type: 'Point', coordinates: [121.47, 31.23] },
          properties: { id: 5 },
        },
      ],
    });
  });

  it('marks the person’s point, or nothing', () => {
    expect(personGeoJSON([116.4, 39.9]).features[0]!.geometry.coordinates).toEqual([116.4, 39.9]);
    expect(personGeoJSON(null).features).toEqual([]);
  });

  it('frames the range around the point', () => {
    const [[west, south], [east, north]] = boundsAround([0, 0], 111.32);
    expect([west, south, east, north].map((value) => Math.round(value * 1000) / 1000)).toEqual([
      -1, -1, 1, 1,
    ]);
    const [[, bottom], [, top]] = boundsAround([0, 80], 1000);
    expect(top).toBe(85);
    expect(bottom).toBeCloseTo(71.02, 1);
  });
});
