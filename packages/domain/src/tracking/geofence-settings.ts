import type { AppConfig } from '../config';
import { metersFromMiles } from './distance';

// The geofences' figures in the units the machine works in (metres, milliseconds), from the served
// configuration (D2-9.03): pre-arrival radius 1 mile, arrival 400 m, confirm distance 200 m, a check
// every 120 s, confirmed after more than 2 checks. The spec's "geo pre-arrival radius 3300" has no unit
// and no use stated; the pre-arrival fence takes the 1-mile value it names as the fence's radius.

export type GeofenceSettings = {
  preArrivalRadiusMeters: number;
  arrivalRadiusMeters: number;
  confirmDistanceMeters: number;
  checkIntervalMs: number;
  /** An arrival is confirmed at a check numbered more than this. */
  checksBeforeConfirm: number;
  /** Fixes less accurate than this are ignored (decision 034). */
  maxFixAccuracyMeters: number;
};

export function geofenceSettingsOf(config: Pick<AppConfig, 'gps' | 'tracking'>): GeofenceSettings {
  const { gps, tracking } = config;
  return {
    preArrivalRadiusMeters: metersFromMiles(gps.preArrivalRadiusMiles),
    arrivalRadiusMeters: gps.arrivalGeofenceRadiusMeters,
    confirmDistanceMeters: gps.arrivalConfirmDistanceMeters,
    checkIntervalMs: gps.arrivalCheckIntervalMs,
    checksBeforeConfirm: gps.arrivalChecksBeforeConfirm,
    maxFixAccuracyMeters: tracking.maxFixAccuracyMeters,
  };
}
