import { describe, expect, it } from 'vitest';
import { distanceMeters, metersFromMiles, milesFromMeters } from './distance';

describe('distanceMeters', () => {
  it.each([
    // Reference distances by the spherical law of cosines on the same sphere (an independent formula).
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195],
    ['one degree of longitude at 60° N is half of it', { lat: 60, lng: 0 }, { lat: 60, lng: 1 }, 55_597],
    ['Chicago to Joliet', { lat: 41.8781, lng: -87.6298 }, { lat: 41.525, lng: -88.0817 }, 54_305],
    ['across the antimeridian', { lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 }, 22_239],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20_015_115],
  ])('%s', (_, from, to, meters) => {
    expect(distanceMeters(from, to)).toBeCloseTo(meters, -1);
    expect(distanceMeters(to, from)).toBeCloseTo(meters, -1);
  });

  it('is zero for the same point', () => {
    expect(distanceMeters({ lat: 41.5, lng: -88 }, { lat: 41.5, lng: -88 })).toBe(0);
  });

  it('[D2-9.03] a 400 m arrival fence is about 0.0036° of latitude', () => {
    expect(distanceMeters({ lat: 41.5, lng: -88 }, { lat: 41.5036, lng: -88 })).toBeCloseTo(400, -1);
  });
});

describe('miles and metres', () => {
  it('[D2-9.03] a 1-mile pre-arrival fence is 1,609.344 m', () => {
    expect(metersFromMiles(1)).toBe(1_609.344);
    expect(milesFromMeters(1_609.344)).toBe(1);
    expect(milesFromMeters(metersFromMiles(5))).toBeCloseTo(5, 12);
  });
});
