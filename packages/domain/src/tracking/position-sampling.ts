import type { AppConfig } from '../config';
import { distanceMeters, type LatLng } from './distance';

// Which fixes go to the tracking service (D2-4.58, D2-9.03): one every 15 minutes, or sooner once the
// truck has moved more than the distance filter (800 m) from the last one sent. The fixes in between
// stay on the device, where the geofences' arrival checks use them.

export type SampledFix = LatLng & { at: number };
export type SamplingSettings = { intervalMs: number; distanceFilterMeters: number };

/** Why a fix is sent: the first of the trip, the interval elapsed, or the distance moved. */
export type SendReason = 'first' | 'interval' | 'distance';

export function samplingSettingsOf(config: Pick<AppConfig, 'gps'>): SamplingSettings {
  return {
    intervalMs: config.gps.trackingIntervalMinutes * 60_000,
    distanceFilterMeters: config.gps.distanceFilterMeters,
  };
}

/** Whether to send `fix`, given the last fix sent; null when it stays local. */
export function sendReasonOf(
  lastSent: SampledFix | null,
  fix: SampledFix,
  settings: SamplingSettings,
): SendReason | null {
  if (!lastSent) return 'first';
  // An older fix (a late callback) never replaces the newer one the service already has.
  if (fix.at <= lastSent.at) return null;
  if (fix.at - lastSent.at >= settings.intervalMs) return 'interval';
  if (distanceMeters(lastSent, fix) > settings.distanceFilterMeters) return 'distance';
  return null;
}
