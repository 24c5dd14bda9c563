import { describe, expect, it } from 'vitest';
import { hasDriverStart } from './driver-assignment';

const joliet = {
  city: 'Joliet',
  state: 'IL',
  country: 'USA',
  latitude: 41.53,
  longitude: -88.08,
  timeZone: 'America/Chicago',
};

describe('hasDriverStart', () => {
  it.each([
    ['a predecessor', 'SH4', null, true],
    ['a start location', null, joliet, true],
    ['both', 'SH4', joliet, true],
    ['neither', null, null, false],
    ['an empty predecessor id', '', null, false],
    ['an unknown predecessor', undefined, null, false],
  ])('[D2-4.21] with %s: %s', (_name, predecessorShipmentId, startLocation, expected) => {
    expect(hasDriverStart({ predecessorShipmentId, startLocation })).toBe(expected);
  });
});
