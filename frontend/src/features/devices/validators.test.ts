import { describe, expect, it } from 'vitest';

import { validateDeviceName, validateLat, validateLng } from './validators';

describe('device validators', () => {
  it('names are 1-50 characters after trimming', () => {
    expect(validateDeviceName('')).not.toBeNull();
    expect(validateDeviceName('   ')).not.toBeNull();
    expect(validateDeviceName('a')).toBeNull();
    expect(validateDeviceName('x'.repeat(50))).toBeNull();
    expect(validateDeviceName('x'.repeat(51))).not.toBeNull();
    expect(validateDeviceName('😀'.repeat(50))).toBeNull();
  });

  it('longitude -180..180 and latitude -90..90', () => {
    for (const ok of [-180, 0, 179.5, 180]) expect(validateLng(ok)).toBeNull();
    for (const bad of [-180.01, 181, null, undefined, Number.NaN]) {
      expect(validateLng(bad)).not.toBeNull();
    }
    for (const ok of [-90, 0, 45.25, 90]) expect(validateLat(ok)).toBeNull();
    for (const bad of [-91, 90.5, null]) expect(validateLat(bad)).not.toBeNull();
  });
});
