import { describe, expect, it } from 'vitest';

import { distanceKm } from './geo';

describe('distanceKm', () => {
  it('is 0 for the same point', () => {
    expect(distanceKm([116.4, 39.9], [116.4, 39.9])).toBe(0);
  });

  it('measures Beijing → Shanghai (~1067 km) with radius 6371, rounded up', () => {
    // haversine with R = 6371 gives 1067.3 km
    expect(distanceKm([116.4074, 39.9042], [121.4737, 31.2304])).toBe(1068);
  });

  it('takes [lng, lat] pairs', () => {
    // One degree of longitude at latitude 60 is cos(60°) · 111.19 = 55.6 km;
    // read as [lat, lng] it would be one degree of latitude, 111.19 km.
    expect(distanceKm([0, 60], [1, 60])).toBe(56);
  });

  it('rounds any fraction up', () => {
    expect(distanceKm([0, 0], [0, 0.0001])).toBe(1);
  });
});
