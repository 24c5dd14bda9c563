import type { LocationReport } from './location-report-schema';

// One report of D2-4.58 from a fix of the Geolocation API and the trip it belongs to, as the web app
// and the benchmark send it. The API gives NaN or null for what the device does not know (a heading
// when standing still, a speed without motion sensors); the report says null.

/** The message type of a position (D2-3.18 names the field, not its values). */
export const locationMessageType = 'LOCATION';

/** The trip's part of a report: who sends it, for which shipment. */
export type TrackingContext = Pick<
  LocationReport,
  'shipmentId' | 'carrierScac' | 'userId' | 'sourceSystem' | 'carrierId' | 'activity'
>;
/** The stop the fences are around, if any. */
export type TrackedStop = { stopId: string; sequenceNo: number; locationId: string | null };
/** `GeolocationPosition` as the browser gives it: `coords` and `timestamp` (epoch ms). */
export type GeolocationFix = {
  coords: {
    latitude: number;
    longitude: number;
    accuracy: number;
    speed: number | null;
    heading: number | null;
  };
  timestamp: number;
};

const known = (value: number | null) =>
  value !== null && Number.isFinite(value) && value >= 0 ? value : null;

export function locationReportOf(
  context: TrackingContext,
  stop: TrackedStop | null,
  { coords, timestamp }: GeolocationFix,
): LocationReport {
  const heading = known(coords.heading);
  return {
    messageType: locationMessageType,
    ...context,
    stopId: stop?.stopId ?? null,
    sequenceNo: stop?.sequenceNo ?? null,
    locationId: stop?.locationId ?? null,
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: coords.accuracy,
    speed: known(coords.speed),
    // A heading of exactly 360 is north, as 0 is.
    heading: heading === 360 ? 0 : heading,
    recordedAt: new Date(timestamp).toISOString(),
  };
}
