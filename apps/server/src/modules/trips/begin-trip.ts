import { and, inArray, ne } from 'drizzle-orm';
import type { ShipmentEventStart } from '@freight/domain/shipment-events';
import { nextTrackingStatus, type GpsTrackingStatus } from '@freight/domain/tracking/tracking-states';
import {
  activeTripOf,
  checkTripStart,
  type StartPlace,
  type StartTripIssue,
} from '@freight/domain/trip/start-trip-rules';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { badInput, conflict } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { isAssignedToMember, type ShipmentRow } from '../shipments/find-caller-shipment';
import { getShipmentDetails } from '../shipments/get-shipment-details';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import { findCallerTrip, staleShipmentMessage } from './find-caller-trip';
import { runningStatuses, readTripStops, type TripStopRecord } from './trip-stops';
import type { TripResult } from './trip-result';

/** Where and when the trip starts: the dialog's place, or the one the records give (card-level start). */
export type TripStartPlace = StartPlace & {
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type BeginTripRequest = {
  shipmentId: string;
  version: number | null | undefined;
  /** D2-4.26: the dialog starts tracking, the card-level start does not. */
  withTracking: boolean;
  placeOf: (trip: { shipment: ShipmentRow; stops: readonly TripStopRecord[]; now: Date }) => TripStartPlace;
};

const startIssueMessage = (issue: StartTripIssue): Message =>
  message(`messages:trip.startIssues.${issue.code}`, issue.values);

/** The driver's running trips other than this one (D2-4.27), read after their member row is locked. */
async function runningTripsOf(tx: Transaction, driverMemberId: string, shipmentUuid: string) {
  return tx
    .select({ shipmentId: shipments.shipmentId, executionStatus: shipments.executionStatus })
    .from(shipments)
    .where(
      and(
        isAssignedToMember(driverMemberId),
        inArray(shipments.executionStatus, [...runningStatuses]),
        ne(shipments.id, shipmentUuid),
      ),
    );
}

const eventStartOf = (place: TripStartPlace): ShipmentEventStart | null =>
  place.latitude !== null && place.longitude !== null
    ? {
        city: place.city,
        state: place.state ?? '',
        country: place.country ?? '',
        latitude: place.latitude,
        longitude: place.longitude,
      }
    : null;

/**
 * Starts a trip (D2-4.23 to D2-4.29, D2-8.07), for confirmStart and startTrip alike. In one
 * transaction: the assigned driver's member row is locked (two starts of one driver's trips queue, so
 * one active trip per driver holds), the start rules of the domain run on what is recorded, and the
 * shipment moves to In Transit with execution STARTED, its start place and time and the tracking
 * status the start gives (nextTrackingStatus), then the TRIP_STARTED event its source reads
 * (decision 018). A pending assignment answers PENDING (the dialog just closes, D2-4.29); another
 * reason REJECTED with its text; a missing city or time BAD_USER_INPUT on its field.
 */
export async function beginTrip(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  request: BeginTripRequest,
): Promise<TripResult> {
  const config = await services.appConfig();
  const now = services.now();
  const outcome = await runInTransaction(services.db, async (tx) => {
    const trip = await findCallerTrip(tx, caller, request.shipmentId, request.version);
    const { shipment, loadId } = trip;
    const otherTrips = trip.driverMemberId ? await runningTripsOf(tx, trip.driverMemberId, shipment.id) : [];
    const place = request.placeOf({ shipment, stops: await readTripStops(tx, shipment.id, config), now });
    const issues = checkTripStart(
      {
        shipmentId: shipment.shipmentId,
        // D2-4.20: a transaction the source has not confirmed is a pending assignment too.
        shipmentState: trip.isAssignmentPending ? 'PENDING_DRIVER_ASSIGNMENT' : shipment.shipmentState,
        executionStatus: shipment.executionStatus,
      },
      activeTripOf(otherTrips, shipment.shipmentId),
      place,
    );
    const pending = issues.find((issue) => issue.code === 'ASSIGNMENT_PENDING');
    if (pending) return { status: 'PENDING' as const, message: startIssueMessage(pending) };
    const refusal = issues.find((issue) => !issue.field);
    if (refusal) return { status: 'REJECTED' as const, message: startIssueMessage(refusal) };
    if (issues.length > 0)
      throw badInput(
        startIssueMessage(issues[0]!),
        Object.fromEntries(issues.map((issue) => [issue.field!, startIssueMessage(issue)])),
      );

    const tracking = shipment.gpsTrackingStatus as GpsTrackingStatus;
    const gpsTrackingStatus =
      nextTrackingStatus(tracking, { type: 'tripStarted', withTracking: request.withTracking }) ?? tracking;
    const written = await updateShipmentIfUnchanged(tx, shipment, {
      shipmentState: 'IN_TRANSIT',
      executionStatus: 'STARTED',
      gpsTrackingStatus,
      startCity: place.city,
      startState: place.state,
      startCountry: place.country,
      startLatitude: place.latitude,
      startLongitude: place.longitude,
      startDateTime: new Date(place.startDateTime!),
      // The tracking window opens now, whatever start time the driver declared (decision 038).
      tripStartedAt: now,
    });
    if (!written) throw conflict(staleShipmentMessage);
    await recordShipmentEvent(tx, {
      type: 'TRIP_STARTED',
      shipment,
      occurredAt: now,
      data: {
        startDateTime: place.startDateTime!,
        startLocation: eventStartOf(place),
        gpsTrackingStatus,
        startedBy: caller.upn,
      },
    });
    return {
      status: 'OK' as const,
      message: message('trips.started', { loadId: loadId ?? shipment.shipmentId }),
    };
  });
  return { ...outcome, shipment: await getShipmentDetails(services, caller, request.shipmentId) };
}
