import type { IdTokenClaims } from '@freight/domain/session';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import type { TrackingContext } from '@freight/domain/tracking/location-report';
import { isGpsTrackingStatus, isTrackingOn } from '@freight/domain/tracking/tracking-states';
import { ApiError } from '../../lib/api-client';
import type { SendOutcome, TrackerStop } from './trip-tracker';

// What the tracker reads of the trip screen's shipment, and how it talks to the tracking service.

/** A stop of the trip as the shipment details give it: times ISO 8601 with the stop's offset. */
export type TrackedTripStop = {
  stopId: string;
  sequenceNo: number;
  latitude: number;
  longitude: number;
  actualArrival: string | null;
  actualDeparture: string | null;
  locationId?: string | null;
};

/** The part of the shipment (getShipmentDetails) the tracker needs; the trip screen passes it as read. */
export type TrackedTrip = {
  shipmentId: string;
  sourceSystem: string;
  /** STARTED, IN_TRANSIT, … once the trip has started; null before. */
  executionStatus: string | null;
  /** 0 not started, 1 started, 2 completed, 10 stopped (D2-4.49). */
  gpsTrackingStatus: number;
  /** The signed-in member is the trip's assigned driver: only the driver's device sends positions. */
  isCallerDriver: boolean;
  carrierScac?: string | null;
  stops: readonly TrackedTripStop[];
};

const runningStatuses = new Set(['STARTED', 'IN_TRANSIT']);

const timeOf = (value: string | null) => (value ? Date.parse(value) : null);

/**
 * Whether positions are taken for the trip now: on its driver's device only (a dispatcher looking at
 * it is asked for no position), while it runs with GPS tracking started (D2-4.49) and a stop is
 * still to be left. Before the start, after the final departure (D2-4.54) and once the trip
 * lost its tracking status (D2-4.55) no position is taken (issue 14 part 6).
 */
export function shouldTrack(trip: TrackedTrip | null | undefined): trip is TrackedTrip {
  if (!trip || !trip.isCallerDriver || !runningStatuses.has(trip.executionStatus ?? '')) return false;
  if (!isGpsTrackingStatus(trip.gpsTrackingStatus) || !isTrackingOn(trip.gpsTrackingStatus)) return false;
  return trip.stops.some((stop) => !stop.actualDeparture);
}

export function trackerStopsOf(trip: TrackedTrip): TrackerStop[] {
  return [...trip.stops]
    .sort((a, b) => a.sequenceNo - b.sequenceNo)
    .map((stop) => ({
      stopId: stop.stopId,
      sequenceNo: stop.sequenceNo,
      locationId: stop.locationId ?? null,
      lat: stop.latitude,
      lng: stop.longitude,
      arrivedAt: timeOf(stop.actualArrival),
      departedAt: timeOf(stop.actualDeparture),
    }));
}

/** Who sends the reports: the signed-in driver; the server takes the caller, not these (decision 038). */
export function trackingContextOf(
  trip: TrackedTrip,
  claims: Pick<IdTokenClaims, 'sub' | 'carrierId'>,
): TrackingContext {
  return {
    shipmentId: trip.shipmentId,
    sourceSystem: trip.sourceSystem,
    userId: claims.sub,
    carrierId: claims.carrierId ?? claims.sub,
    carrierScac: trip.carrierScac ?? null,
    activity: null,
  };
}

export const locationReportPath = '/devicelocation/v1/location';

type PostJson = (
  path: string,
  payload: unknown,
  options?: { reportsUnauthorized?: boolean },
) => Promise<unknown>;

/** One POST of a batch (D2-4.58); the outcome the tracker acts on. */
export async function sendLocationReports(postJson: PostJson, batch: LocationReport[]): Promise<SendOutcome> {
  try {
    // The tracker renews the token on a 401 before the session is taken as over.
    await postJson(locationReportPath, batch, { reportsUnauthorized: false });
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) return 'failed';
    if (error.status === 401) return 'unauthorized';
    if (error.status >= 500 || error.status === 429 || error.status === 408) return 'failed';
    return 'refused';
  }
}
