import { and, desc, eq } from 'drizzle-orm';
import { hasTripStarted } from '@freight/domain/my-loads/card-buttons';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { assignmentTransactions, shipmentInvolvedParties } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { concurrentChangeMessage, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { getShipmentDetails, type ShipmentDetailsView } from '../shipments/get-shipment-details';
import { lockMember } from '../shipments/lock-member';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import { unassignDriverInputSchema } from './driver-assignment-input';
import { unlinkDriverChain } from './driver-shipment-chain';
import { message, type Message } from '../../platform/i18n';

export const shipmentNotFoundMessage = message('shipmentNotFound');
/** D2-8.04: the source system has not confirmed the assignment yet, so there is nothing to undo. */
export const assignmentNotConfirmedMessage = message('driverAssignment.assignmentNotConfirmed');
export const noDriverToUnassignMessage = message('driverAssignment.noDriverToUnassign');
export const tripStartedMessage = message('driverAssignment.tripStarted');
export const driverChangedMessage = message('driverAssignment.driverChanged');

/** OK; PENDING while the assignment is not confirmed (D2-4.20); REJECTED with the reason otherwise. */
export type UnassignDriverStatus = 'OK' | 'PENDING' | 'REJECTED';

export type UnassignDriverResult = {
  status: UnassignDriverStatus;
  message: Message;
  shipment: ShipmentDetailsView | null;
};

type Outcome = { status: UnassignDriverStatus; message: Message };

const latestTransactionOf = async (tx: Transaction, shipmentUuid: string) => {
  const [latest] = await tx
    .select()
    .from(assignmentTransactions)
    .where(eq(assignmentTransactions.shipmentId, shipmentUuid))
    .orderBy(desc(assignmentTransactions.transactionId))
    .limit(1);
  return latest ?? null;
};

/**
 * unassignDriverFromShipment (D2-7.10, D2-4.18, D2-6.01): a dispatcher takes the driver off a load of
 * the carrier in Driver Assigned whose trip has not started. In one transaction: an 'Unassign Driver'
 * transaction naming the driver (so that the driver's app can tell them, D2-4.16), no PRIMARY DRIVER
 * party, the shipment back in CARRIER_ASSIGNMENT without its start and its place in the driver's chain
 * (the neighbours close the gap), and the DRIVER_UNASSIGNED event its source system reads (decision
 * 018). Like the assignment, the shipment is written only if its state and version are still those
 * read, so of two racing requests one wins and the other changes nothing.
 */
export async function unassignDriverFromShipment(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<UnassignDriverResult> {
  const request = parseInput(unassignDriverInputSchema, input);
  const carrierId = caller.carrier?.id;
  if (!carrierId) throw notFound(shipmentNotFoundMessage);

  const outcome = await runInTransaction(services.db, async (tx): Promise<Outcome> => {
    const found = await findCallerShipment(tx, caller, request.shipmentId);
    if (!found) throw notFound(shipmentNotFoundMessage);
    const { shipment, loadId } = found;
    const latest = await latestTransactionOf(tx, shipment.id);
    if (shipment.shipmentState === 'PENDING_DRIVER_ASSIGNMENT' || latest?.status === 'PENDING')
      return { status: 'PENDING', message: assignmentNotConfirmedMessage };
    if (shipment.shipmentState !== 'DRIVER_ASSIGNMENT' || latest?.transactionType !== 'Assign Driver')
      return { status: 'REJECTED', message: noDriverToUnassignMessage };
    if (hasTripStarted(shipment.executionStatus)) return { status: 'REJECTED', message: tripStartedMessage };
    if (request.driverId && request.driverId !== latest.driverMemberId)
      return { status: 'REJECTED', message: driverChangedMessage };

    // The driver's chain moves: queue behind an assignment of the same driver (assign locks them too).
    const driverUpn = latest.driverMemberId ? await lockMember(tx, latest.driverMemberId) : null;
    const written = await updateShipmentIfUnchanged(tx, shipment, {
      shipmentState: 'CARRIER_ASSIGNMENT',
      driverAssignmentStatus: null,
      predecessorShipmentId: null,
      successorShipmentId: null,
      startCity: null,
      startState: null,
      startCountry: null,
      startLatitude: null,
      startLongitude: null,
    });
    if (!written) return { status: 'REJECTED', message: concurrentChangeMessage };

    await tx.insert(assignmentTransactions).values({
      shipmentId: shipment.id,
      transactionType: 'Unassign Driver',
      driverMemberId: latest.driverMemberId,
      driverName: latest.driverName,
      driverEmail: latest.driverEmail,
      driverPhone: latest.driverPhone,
      tractorNumber: latest.tractorNumber,
      createdBy: caller.memberId,
    });
    await tx
      .delete(shipmentInvolvedParties)
      .where(
        and(
          eq(shipmentInvolvedParties.shipmentId, shipment.id),
          eq(shipmentInvolvedParties.partyType, 'PRIMARY DRIVER'),
        ),
      );
    await unlinkDriverChain(tx, carrierId, shipment);
    await recordShipmentEvent(tx, {
      type: 'DRIVER_UNASSIGNED',
      shipment,
      occurredAt: services.now(),
      data: { driver: { name: latest.driverName, upn: driverUpn, mobileNumber: latest.driverPhone } },
    });
    const driver = latest.driverName ?? latest.driverEmail ?? '';
    return {
      status: 'OK',
      // D2-4.18.
      message: message('driverAssignment.unassigned', { loadId: loadId ?? shipment.shipmentId, driver }),
    };
  });

  return { ...outcome, shipment: await getShipmentDetails(services, caller, request.shipmentId) };
}
