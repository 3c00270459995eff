/** The map's data as GeoJSON: listings (clustered by the map) and the person's point. */
import type { Feature, FeatureCollection, Point } from 'geojson';

import type { Listing } from '@/api/types';
import type { LngLat } from '@/utils/geo';

/** What a listing's point carries, for its panel. */
export interface ListingPointProperties {
  id: number;
}

export function listingsGeoJSON(
  listings: readonly Listing[],
): FeatureCollection<Point, ListingPointProperties> {
  return {
    type: 'FeatureCollection',
    features: listings.flatMap((listing) =>
      listing.location
        ? [
            {
              type: 'Feature',
              // Numeric ids let the map tell points apart across its tiles.
              id: listing.id,
              geometry: {
                type: 'Point',
                coordinates: [listing.location.lng, listing.location.lat],
              },
              properties: { id: listing.id },
            } satisfies Feature<Point, ListingPointProperties>,
          ]
        : [],
    ),
  };
}

export function personGeoJSON(point: LngLat | null): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: point
      ? [{ type: 'Feature', geometry: { type: 'Point', coordinates: [...point] }, properties: {} }]
      : [],
  };
}

const KM_PER_DEGREE = 111.32;

/** The south-west and north-east corners of the square around `point` reaching `km` each way. */
export function boundsAround([lng, lat]: LngLat, km: number): [[number, number], [number, number]] {
  const dLat = Math.min(km / KM_PER_DEGREE, 89);
  const dLng = Math.min(
    km / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01)),
    180,
  );
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return [
    [clamp(lng - dLng, 180), clamp(lat - dLat, 85)],
    [clamp(lng + dLng, 180), clamp(lat + dLat, 85)],
  ];
}
