import { gpsTrackingStatus } from '../shipment-states';

// The GPS tracking state of a trip (D2-4.49) and what moves it. The codes are the spec's numbers, which
// the shipment keeps (`gpsTrackingStatus`) and `updateGpsTracking` sends.

export type GpsTrackingStatus = (typeof gpsTrackingStatus)[keyof typeof gpsTrackingStatus];
export type GpsTrackingStatusName = keyof typeof gpsTrackingStatus;

/** The names in the order of the codes: the catalogue keys of `messages:tracking.states`. */
export const gpsTrackingStatusNames = Object.keys(gpsTrackingStatus) as GpsTrackingStatusName[];

/**
 * What happens to tracking:
 * - `tripStarted`: the Confirm Start dialog starts it; the card-level start starts the trip without it
 *   (D2-4.26), so its status is stopped from the start;
 * - `finalDeparture`: the last stop was left, by the fences or by hand (D2-4.54);
 * - `driverEnded`: the driver's End tracking control (issue 14 part 6);
 * - `geoTrackingLost`: the shipment lost its geo tracking status (D2-4.55);
 * - `unauthorized`: an upload got 401 and no token could be refreshed (D2-4.56).
 */
export type TrackingEvent =
  | { type: 'tripStarted'; withTracking: boolean }
  | { type: 'finalDeparture' }
  | { type: 'driverEnded' }
  | { type: 'geoTrackingLost' }
  | { type: 'unauthorized' };

export function isGpsTrackingStatus(value: unknown): value is GpsTrackingStatus {
  return (Object.values(gpsTrackingStatus) as unknown[]).includes(value);
}

export function gpsTrackingStatusName(status: GpsTrackingStatus): GpsTrackingStatusName {
  return gpsTrackingStatusNames.find((name) => gpsTrackingStatus[name] === status) ?? 'notStarted';
}

/** Whether positions are taken and sent: only while tracking is started. */
export function isTrackingOn(status: GpsTrackingStatus): boolean {
  return status === gpsTrackingStatus.started;
}

/**
 * The status after an event, or null when the event does not apply to the current status. Completed
 * and stopped are final for the trip: a trip starts once, and a driver who ended tracking (or a
 * shipment that lost it) is not tracked again behind their back.
 */
export function nextTrackingStatus(
  status: GpsTrackingStatus,
  event: TrackingEvent,
): GpsTrackingStatus | null {
  switch (event.type) {
    case 'tripStarted':
      if (status !== gpsTrackingStatus.notStarted) return null;
      return event.withTracking ? gpsTrackingStatus.started : gpsTrackingStatus.stopped;
    case 'finalDeparture':
      return status === gpsTrackingStatus.started ? gpsTrackingStatus.completed : null;
    case 'driverEnded':
    case 'geoTrackingLost':
    case 'unauthorized':
      return status === gpsTrackingStatus.started ? gpsTrackingStatus.stopped : null;
  }
}
