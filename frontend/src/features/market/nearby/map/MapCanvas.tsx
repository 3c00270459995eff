/**
 * The MapLibre map: the only module importing maplibre-gl, loaded lazily (its own chunk, with
 * its worker and CSS) by the map page only.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  Map as MapLibre,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type MapGeoJSONFeature,
} from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import type { Listing } from '@/api/types';
import type { LngLat } from '@/utils/geo';

import { parsePoint } from '../location';
import { nearbyMapMessages as m } from '../messages';
import { boundsAround, listingsGeoJSON, personGeoJSON } from './geojson';
import {
  CLUSTERING,
  CLUSTER_LAYER,
  LISTINGS_SOURCE,
  OVERLAY_LAYERS,
  PERSON_SOURCE,
  POINT_LAYER,
  tokenRequests,
  type MapStyle,
} from './style';

// Bundled as a file of its own (webpack's `new URL(…, import.meta.url)`), served by the app.
setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

/** The map failed to start: no WebGL, or its style could not be read. */
export type MapFailure = 'webgl' | 'style';

export interface MapCanvasProps {
  style: MapStyle;
  styleUrl: string;
  accessToken: string;
  listings: readonly Listing[];
  /** The person's point as the URL has it (`lng,lat`). */
  near: string | undefined;
  maxKm: number;
  /** A click on the map sets the point (instead of opening what is under it). */
  picking: boolean;
  onPick: (point: LngLat) => void;
  onSelect: (listingId: number | null) => void;
  onFailure: (failure: MapFailure) => void;
}

const WORLD = { center: [105, 30] as [number, number], zoom: 2 };
const CLICKABLE = [CLUSTER_LAYER, POINT_LAYER];

/** How many listings the map holds now: clusters count their points (tiles may repeat one). */
function listingsShown(map: MapLibre): number {
  const seen = new Set<string>();
  let count = 0;
  for (const feature of map.querySourceFeatures(LISTINGS_SOURCE)) {
    const { cluster_id: clusterId, point_count: pointCount, id } = feature.properties;
    const key = clusterId === undefined ? `p${id}` : `c${clusterId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    count += typeof pointCount === 'number' ? pointCount : 1;
  }
  return count;
}

function setData(map: MapLibre, source: string, data: FeatureCollection) {
  map.getSource<GeoJSONSource>(source)?.setData(data);
}

/**
 * The listings as clustered points around the person's point. A click on a cluster zooms in,
 * on a point selects its listing, elsewhere (or anywhere while `picking`) picks a point.
 * `data-map-ready` turns true once the map is idle with the listings loaded, and
 * `data-listings-shown` counts what it holds (the end-to-end test reads both).
 */
export default function MapCanvas(props: MapCanvasProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibre | null>(null);
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState(0);
  // The map's handlers are bound once; they read the newest props.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const { style, styleUrl, accessToken } = props;
  useEffect(() => {
    if (!container.current) return;
    let created: MapLibre;
    try {
      created = new MapLibre({
        container: container.current,
        style,
        ...WORLD,
        transformRequest: tokenRequests(styleUrl, accessToken),
      });
    } catch {
      latest.current.onFailure('webgl');
      return;
    }
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.on('error', () => {
      // Past the first load a missing tile only leaves a gap; before it the map has nothing.
      if (!created.loaded()) latest.current.onFailure('style');
    });
    created.on('load', () => {
      const { listings, near } = latest.current;
      created.addSource(LISTINGS_SOURCE, {
        type: 'geojson',
        data: listingsGeoJSON(listings),
        ...CLUSTERING,
      });
      created.addSource(PERSON_SOURCE, { type: 'geojson', data: personGeoJSON(parsePoint(near)) });
      for (const layer of OVERLAY_LAYERS) created.addLayer(layer);
      setMap(created);
    });
    created.on('idle', () => {
      if (!created.getSource(LISTINGS_SOURCE) || !created.isSourceLoaded(LISTINGS_SOURCE)) return;
      setShown(listingsShown(created));
      setReady(true);
    });
    created.on('click', (event) => {
      const { picking, onPick, onSelect } = latest.current;
      const [feature]: MapGeoJSONFeature[] = picking
        ? []
        : created.queryRenderedFeatures(event.point, { layers: CLICKABLE });
      if (!feature) {
        if (picking) onPick([event.lngLat.lng, event.lngLat.lat]);
        else onSelect(null);
        return;
      }
      const clusterId = feature.properties.cluster_id as number | undefined;
      if (clusterId === undefined) {
        onSelect(feature.properties.id as number);
        return;
      }
      const center = (feature.geometry as Point).coordinates as [number, number];
      void created
        .getSource<GeoJSONSource>(LISTINGS_SOURCE)
        ?.getClusterExpansionZoom(clusterId)
        .then((zoom) => created.easeTo({ center, zoom }));
    });
    for (const layer of CLICKABLE) {
      created.on('mouseenter', layer, () => (created.getCanvas().style.cursor = 'pointer'));
      created.on('mouseleave', layer, () => (created.getCanvas().style.cursor = ''));
    }
    return () => {
      setMap(null);
      setReady(false);
      created.remove();
    };
  }, [style, styleUrl, accessToken]);

  const { listings, near, maxKm, picking } = props;
  const point = useMemo(() => parsePoint(near), [near]);
  useEffect(() => {
    if (map) setData(map, LISTINGS_SOURCE, listingsGeoJSON(listings));
  }, [map, listings]);

  useEffect(() => {
    if (!map) return;
    setData(map, PERSON_SOURCE, personGeoJSON(point));
    if (point) map.fitBounds(boundsAround(point, maxKm), { padding: 24, animate: false });
  }, [map, point, maxKm]);

  useEffect(() => {
    if (map) map.getCanvas().style.cursor = picking ? 'crosshair' : '';
  }, [map, picking]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={intl.formatMessage(m.mapLabel)}
      data-testid="nearby-map"
      data-map-ready={ready}
      data-listings-shown={shown}
      style={{ width: '100%', height: '100%' }}
    />
  );
}
