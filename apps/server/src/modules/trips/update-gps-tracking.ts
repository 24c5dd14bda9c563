import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import {
  nextTrackingStatus,
  type GpsTrackingStatus,
  type TrackingEvent,
} from '@freight/domain/tracking/tracking-states';
import { runInTransaction } from '../../db/run-in-transaction';
import type { Caller } from '../../platform/caller';
import { conflict } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { getShipmentDetails } from '../shipments/get-shipment-details';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import { findCallerTrip, staleShipmentMessage } from './find-caller-trip';
import { gpsTrackingInputSchema } from './trip-input';
import type { TripResult } from './trip-result';
import { isTripRunning, notRunningMessage } from './trip-stops';

export const trackingNotAllowedMessage = message('trips.trackingNotAllowed');

/**
 * The tracking event a requested status stands for (D2-4.49): started is the start with tracking,
 * completed the final departure (D2-4.54), stopped the driver's End tracking, which a lost geo
 * tracking status or a 401 without a token also come to (D2-4.55, D2-4.56). Not started is never
 * gone back to.
 */
function eventFor(status: GpsTrackingStatus): TrackingEvent | null {
  switch (status) {
    case gpsTrackingStatus.started:
      return { type: 'tripStarted', withTracking: true };
    case gpsTrackingStatus.completed:
      return { type: 'finalDeparture' };
    case gpsTrackingStatus.stopped:
      return { type: 'driverEnded' };
    default:
      return null;
  }
}

/**
 * updateGpsTracking (D2-4.49, D2-4.54 to D2-4.56): moves a running trip's tracking status as the
 * tracking domain allows (nextTrackingStatus); completed and stopped are final. Sending the status the
 * trip already has is answered OK and changes nothing (a retried call, a device catching up), even
 * once the trip is complete; any other move is REJECTED.
 */
export async function updateGpsTracking(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<TripResult> {
  const request = parseInput(gpsTrackingInputSchema, input);
  const outcome = await runInTransaction(services.db, async (tx) => {
    const { shipment } = await findCallerTrip(tx, caller, request.shipmentId, null);
    const current = shipment.gpsTrackingStatus as GpsTrackingStatus;
    const updated = { status: 'OK' as const, message: message('trips.trackingUpdated') };
    if (current === request.gpsTrackingStatus) return updated;
    if (!isTripRunning(shipment.executionStatus))
      return { status: 'REJECTED' as const, message: notRunningMessage };
    const event = eventFor(request.gpsTrackingStatus);
    if (!event || nextTrackingStatus(current, event) !== request.gpsTrackingStatus)
      return { status: 'REJECTED' as const, message: trackingNotAllowedMessage };
    const written = await updateShipmentIfUnchanged(tx, shipment, {
      gpsTrackingStatus: request.gpsTrackingStatus,
    });
    if (!written) throw conflict(staleShipmentMessage);
    return updated;
  });
  return { ...outcome, shipment: await getShipmentDetails(services, caller, request.shipmentId) };
}
