import { describe, expect, it } from 'vitest';
import { defaultConfig, mergeConfig } from '../config';
import { geofenceSettingsOf } from './geofence-settings';

describe('geofenceSettingsOf', () => {
  it('[D2-9.03] pre-arrival 1 mile, arrival 400 m, confirm under 200 m, a check every 120 s, more than 2 checks', () => {
    expect(geofenceSettingsOf(defaultConfig)).toEqual({
      preArrivalRadiusMeters: 1_609.344,
      arrivalRadiusMeters: 400,
      confirmDistanceMeters: 200,
      checkIntervalMs: 120_000,
      checksBeforeConfirm: 2,
      maxFixAccuracyMeters: 100,
    });
  });

  it('[D2-4.50] the pre-arrival radius comes from the configuration', () => {
    const { config } = mergeConfig(defaultConfig, { gps: { preArrivalRadiusMiles: 2 } });
    expect(geofenceSettingsOf(config).preArrivalRadiusMeters).toBe(3_218.688);
  });
});
