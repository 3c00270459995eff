/**
 * The map's style: the configured one (`MAP_STYLE_URL`, its requests carrying the token), or
 * one built here from the app's own basemap so the map needs no internet: a background for
 * the water and a fill for the land, no glyphs or sprites (every layer is a circle or a fill).
 */
import type { FeatureCollection } from 'geojson';
import type { AddLayerObject, MapOptions, RequestTransformFunction } from 'maplibre-gl';

/** A style URL or a style object, as MapLibre takes it. */
export type MapStyle = NonNullable<MapOptions['style']>;
type StyleObject = Exclude<MapStyle, string>;

/** The light theme's map colours; the point colours stand out on land and water alike. */
export const MAP_COLORS = {
  water: '#cfe3f5',
  land: '#f4f1ea',
  coast: '#a8a29e',
  listing: '#2563eb',
  cluster: '#1e40af',
  person: '#dc2626',
  halo: '#ffffff',
} as const;

export const LISTINGS_SOURCE = 'listings';
export const PERSON_SOURCE = 'person';
export const CLUSTER_LAYER = 'listing-clusters';
export const POINT_LAYER = 'listing-points';
export const PERSON_LAYER = 'person-point';

export function offlineStyle(land: FeatureCollection): StyleObject {
  return {
    version: 8,
    sources: { land: { type: 'geojson', data: land } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': MAP_COLORS.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': MAP_COLORS.land, 'fill-outline-color': MAP_COLORS.coast },
      },
    ],
  };
}

/** The configured style, or the offline one from the basemap. */
export function mapStyle(styleUrl: string, land: FeatureCollection | undefined): MapStyle | null {
  if (styleUrl) return styleUrl;
  return land ? offlineStyle(land) : null;
}

/** Adds `access_token` to the requests going to the style's host (its tiles, glyphs, sprites). */
export function tokenRequests(
  styleUrl: string,
  token: string,
): RequestTransformFunction | undefined {
  if (!styleUrl || !token) return undefined;
  const host = new URL(styleUrl, window.location.href).host;
  return (url) => {
    const target = new URL(url, window.location.href);
    if (target.host !== host) return undefined;
    target.searchParams.set('access_token', token);
    return { url: target.href };
  };
}

const HALO = { 'circle-stroke-width': 2, 'circle-stroke-color': MAP_COLORS.halo } as const;

/**
 * The listings, clustered (a cluster's size grows with its count: no text, so no glyphs),
 * and the person's point above them.
 */
export const OVERLAY_LAYERS: AddLayerObject[] = [
  {
    id: CLUSTER_LAYER,
    type: 'circle',
    source: LISTINGS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': MAP_COLORS.cluster,
      'circle-radius': ['step', ['get', 'point_count'], 12, 5, 16, 20, 21, 100, 27],
      ...HALO,
    },
  },
  {
    id: POINT_LAYER,
    type: 'circle',
    source: LISTINGS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: { 'circle-color': MAP_COLORS.listing, 'circle-radius': 7, ...HALO },
  },
  {
    id: PERSON_LAYER,
    type: 'circle',
    source: PERSON_SOURCE,
    paint: {
      'circle-color': MAP_COLORS.person,
      'circle-radius': 9,
      'circle-stroke-width': 3,
      'circle-stroke-color': MAP_COLORS.halo,
    },
  },
];

/** How the listings source clusters. */
export const CLUSTERING = { cluster: true, clusterRadius: 40, clusterMaxZoom: 12 } as const;
