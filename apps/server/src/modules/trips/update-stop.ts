import { eq } from 'drizzle-orm';
import type { ShipmentEventTrailer } from '@freight/domain/shipment-events';
import { nextTrackingStatus, type GpsTrackingStatus } from '@freight/domain/tracking/tracking-states';
import { bySequence } from '@freight/domain/trip/stop-progress';
import {
  checkStopUpdate,
  type StopUpdateContext,
  type StopWarning,
} from '@freight/domain/trip/stop-update-rules';
import type { UpdateStopInput } from '@freight/domain/trip/stop-update-schema';
import {
  managedTrailerValue,
  trailerValueOf,
  type TrailerActivity,
  type TrailerEntry,
} from '@freight/domain/trip/trailer-numbers';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { shipmentStops, stopActivities } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { conflict } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { getShipmentDetails, type ShipmentDetailsView } from '../shipments/get-shipment-details';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import { findCallerTrip, staleShipmentMessage } from './find-caller-trip';
import { parseStopUpdate, stopIssuesError } from './trip-input';
import { isTripRunning, notRunningMessage, readTripStops, type TripStopRecord } from './trip-stops';

export type UpdateStopStatus = 'OK' | 'CONSENT_REQUIRED' | 'REJECTED';

export type UpdateStopResult = {
  status: UpdateStopStatus;
  message: Message;
  stopId: string;
  warnings: { code: StopWarning['code']; message: Message }[];
  shipment: ShipmentDetailsView | null;
};

type Outcome = Pick<UpdateStopResult, 'status' | 'message' | 'warnings'>;

const warningOf = (warning: StopWarning) => ({
  code: warning.code,
  message: message(`messages:trip.stopWarnings.${warning.code}`, warning.values),
});

const dateOf = (value: string | null) => (value === null ? undefined : new Date(value));

/**
 * Writes one trailer of the update to the stop's activity of that kind (D2-5.19: type and number
 * joined); null when the update leaves it as it was, compared as the form showed it (with managed
 * equipment, a mistyped managed value shows blank, D2-5.24, and a blank sent back changes nothing).
 * Only BOBTAIL may come without an activity (it is none, D2-5.23): it gets a row of its own so that
 * the stop shows it.
 */
async function writeTrailer(
  tx: Transaction,
  stop: TripStopRecord,
  activity: TrailerActivity,
  entry: TrailerEntry | null,
  managedEquipment: boolean,
): Promise<ShipmentEventTrailer | null> {
  if (entry === null) return null;
  const value = trailerValueOf(entry);
  const known = stop.activityRows.find((row) => row.execActivity === activity);
  const recorded = (known?.equipmentId ?? '').trim();
  if (value === (managedEquipment ? managedTrailerValue(recorded) : recorded)) return null;
  if (known)
    await tx
      .update(stopActivities)
      .set({ equipmentId: value || null })
      .where(eq(stopActivities.id, known.id));
  else if (value !== '')
    await tx.insert(stopActivities).values({
      stopId: stop.row.id,
      seqNo: Math.max(0, ...stop.activityRows.map((row) => row.seqNo)) + 1,
      execActivity: activity,
      equipmentId: value,
      equipmentFlow: activity,
    });
  return { equipmentId: value || null };
}

/** D2-5.20: the chassis goes with the trailer that leaves. */
async function writeChassis(tx: Transaction, stop: TripStopRecord, chassisNumber: string | null) {
  const trailerOut = stop.activityRows.find((row) => row.execActivity === 'TRAILER_OUT');
  if (chassisNumber === null || !trailerOut) return null;
  const value = chassisNumber.trim() || null;
  await tx.update(stopActivities).set({ chassisNumber: value }).where(eq(stopActivities.id, trailerOut.id));
  return value;
}

const positionOf = (request: UpdateStopInput) =>
  request.latitude === null && request.longitude === null && request.city === null
    ? null
    : {
        city: request.city,
        state: request.state,
        country: request.country,
        latitude: request.latitude,
        longitude: request.longitude,
        positionDateTime: request.positionDateTime,
      };

/**
 * updateStop (D2-3.11, D2-4.31 to D2-4.45, D2-5.05 to D2-5.26): one stop's times, trailers, chassis and
 * late reason. The input is the domain's schema and every rule is the domain's checkStopUpdate, run
 * on the trip as recorded (decision 033): its issues are BAD_USER_INPUT by field, its warning waits
 * for the user's consent (CONSENT_REQUIRED, nothing saved). A saved update moves the shipment's
 * version, guarded by the version read (D2-8.08): of two updates made on one version, one is saved and
 * the other is CONFLICT, never written over it. The first departure puts the trip In Transit; the
 * final one completes tracking (D2-4.54). The STOP_UPDATED event goes to the source (decision 018).
 */
export async function updateStop(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<UpdateStopResult> {
  const request = parseStopUpdate(input);
  const config = await services.appConfig();
  const now = services.now();

  const outcome = await runInTransaction(services.db, async (tx): Promise<Outcome> => {
    const { shipment } = await findCallerTrip(tx, caller, request.shipmentId, request.version);
    if (!isTripRunning(shipment.executionStatus))
      return { status: 'REJECTED', message: notRunningMessage, warnings: [] };
    const stops = await readTripStops(tx, shipment.id, config);
    const context: StopUpdateContext = { now: now.getTime(), config, shipment, stops };
    const check = checkStopUpdate(request, context);
    if (check.issues.length > 0) throw stopIssuesError(check.issues);
    if (check.warnings.length > 0)
      return {
        status: 'CONSENT_REQUIRED',
        message: message('trips.consentRequired'),
        warnings: check.warnings.map(warningOf),
      };

    const stop = stops.find((each) => each.stopId === request.stopId)!;
    const departure = request.actualDepartureDateTime ?? stop.actualDeparture;
    const isFinalDeparture =
      departure !== null && bySequence(stops).at(-1)?.stopId === stop.stopId && !stop.actualDeparture;
    const tracking = shipment.gpsTrackingStatus as GpsTrackingStatus;
    // The guarded write comes first: a concurrent update of the same version waits here, then finds
    // nothing to write and changes nothing.
    const written = await updateShipmentIfUnchanged(tx, shipment, {
      executionStatus: departure !== null ? 'IN_TRANSIT' : shipment.executionStatus,
      gpsTrackingStatus: isFinalDeparture
        ? (nextTrackingStatus(tracking, { type: 'finalDeparture' }) ?? tracking)
        : tracking,
    });
    if (!written) throw conflict(staleShipmentMessage);

    await tx
      .update(shipmentStops)
      .set({
        actualArrival: dateOf(request.actualArrivalDateTime),
        actualDeparture: dateOf(request.actualDepartureDateTime),
        actualEta: dateOf(request.actualETADateTime),
        lateArrivalReason: check.lateArrivalReason,
      })
      .where(eq(shipmentStops.id, stop.row.id));
    const { managedEquipment } = shipment;
    const trailerIn = await writeTrailer(tx, stop, 'TRAILER_IN', request.trailerIn, managedEquipment);
    const trailerOut = await writeTrailer(tx, stop, 'TRAILER_OUT', request.trailerOut, managedEquipment);
    const chassisNumber = await writeChassis(tx, stop, request.chassisNumber);
    await recordShipmentEvent(tx, {
      type: 'STOP_UPDATED',
      shipment,
      occurredAt: now,
      data: {
        stopId: stop.stopId,
        sequenceNo: stop.sequenceNo,
        actualEta: request.actualETADateTime ?? stop.actualEta ?? null,
        actualArrival: request.actualArrivalDateTime ?? stop.actualArrival,
        actualDeparture: departure,
        trailerIn,
        trailerOut,
        chassisNumber,
        lateArrivalReason: check.lateArrivalReason,
        position: positionOf(request),
        updatedBy: caller.upn,
      },
    });
    return { status: 'OK', message: message('trips.stopUpdated'), warnings: [] };
  });

  return {
    ...outcome,
    stopId: request.stopId,
    shipment: await getShipmentDetails(services, caller, request.shipmentId),
  };
}
