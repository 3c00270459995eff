import { describe, expect, it } from 'vitest';

import { formatPoint, parsePoint, readNearbyQuery } from './location';

describe('the nearby point', () => {
  it('reads lng,lat within range and nothing else', () => {
    expect(parsePoint('121.47,31.23')).toEqual([121.47, 31.23]);
    expect(parsePoint('-180,-90')).toEqual([-180, -90]);
    expect(parsePoint('180.5,10')).toBeNull();
    expect(parsePoint('10,90.01')).toBeNull();
    expect(parsePoint('10;20')).toBeNull();
    expect(parsePoint('')).toBeNull();
    expect(parsePoint(null)).toBeNull();
  });

  it('writes it rounded to 0.001°', () => {
    expect(formatPoint([121.473_456, 31.230_416])).toBe('121.473,31.23');
    expect(formatPoint([-0.000_1, -45])).toBe('0,-45');
  });

  it('keeps the range at 100 km by default and at most 1,000', () => {
    const read = (query: string) => readNearbyQuery(new URLSearchParams(query));
    expect(read('near=121.4,31.2')).toEqual({
      near: '121.4,31.2',
      point: [121.4, 31.2],
      maxKm: 100,
      page: 1,
    });
    expect(read('near=121.4,31.2&max_km=50&page=3')).toMatchObject({ maxKm: 50, page: 3 });
    expect(read('near=121.4,31.2&max_km=5000').maxKm).toBe(1000);
    expect(read('near=200,31.2&max_km=x')).toEqual({
      near: undefined,
      point: null,
      maxKm: 100,
      page: 1,
    });
  });
});
