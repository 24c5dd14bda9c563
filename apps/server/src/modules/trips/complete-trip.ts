import { nextTrackingStatus, type GpsTrackingStatus } from '@freight/domain/tracking/tracking-states';
import { isTripFullyComplete } from '@freight/domain/trip/stop-progress';
import { runInTransaction } from '../../db/run-in-transaction';
import type { Caller } from '../../platform/caller';
import { conflict } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { getShipmentDetails } from '../shipments/get-shipment-details';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import { findCallerTrip, staleShipmentMessage } from './find-caller-trip';
import { completeTripInputSchema } from './trip-input';
import type { TripResult } from './trip-result';
import { isTripRunning, notRunningMessage, readTripStops } from './trip-stops';

export const notCompleteMessage = message('trips.notComplete');

/**
 * completeTrip (D2-3.12, D2-4.38, D2-4.39): once the last stop has a departure and no stop holds an
 * invalid trailer (the domain's isTripFullyComplete), the shipment moves to Delivered Needs Paperwork
 * with execution COMPLETED and tracking completed (D2-4.54; a trip whose tracking was stopped stays
 * stopped), awaiting its documents and not invoiced, as an imported delivered shipment is; then the
 * TRIP_COMPLETED event. Answers the completion message of D2-4.39.
 */
export async function completeTrip(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<TripResult> {
  const request = parseInput(completeTripInputSchema, input);
  const config = await services.appConfig();
  const now = services.now();
  const outcome = await runInTransaction(services.db, async (tx) => {
    const { shipment, loadId } = await findCallerTrip(tx, caller, request.shipmentId, request.version);
    const rejected = (text: Message) => ({ status: 'REJECTED' as const, message: text });
    if (!isTripRunning(shipment.executionStatus)) return rejected(notRunningMessage);
    const stops = await readTripStops(tx, shipment.id, config);
    if (!isTripFullyComplete(stops, shipment, config.trip)) return rejected(notCompleteMessage);

    const tracking = shipment.gpsTrackingStatus as GpsTrackingStatus;
    const written = await updateShipmentIfUnchanged(tx, shipment, {
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      executionStatus: 'COMPLETED',
      gpsTrackingStatus: nextTrackingStatus(tracking, { type: 'finalDeparture' }) ?? tracking,
      documentStatus: 'PENDING',
      paymentStatus: 'NOT_INVOICED',
      paymentStatusUpdatedAt: now,
    });
    if (!written) throw conflict(staleShipmentMessage);
    await recordShipmentEvent(tx, {
      type: 'TRIP_COMPLETED',
      shipment,
      occurredAt: now,
      data: { completedAt: now.toISOString(), completedBy: caller.upn },
    });
    return {
      status: 'OK' as const,
      message: message('trips.completed', { loadId: loadId ?? shipment.shipmentId }),
    };
  });
  return { ...outcome, shipment: await getShipmentDetails(services, caller, request.shipmentId) };
}
