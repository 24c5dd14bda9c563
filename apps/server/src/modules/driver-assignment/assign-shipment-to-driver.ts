import { and, eq } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import { personName } from '@freight/domain/person-name';
import type { ShipmentEventStart } from '@freight/domain/shipment-events';
import type { ShipmentState } from '@freight/domain/shipment-states';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { assignmentTransactions, shipmentInvolvedParties } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { badInput, concurrentChangeMessage, forbidden, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { getShipmentDetails, type ShipmentDetailsView } from '../shipments/get-shipment-details';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import { lockCarrierDriver, type CarrierDriverRow } from './carrier-driver';
import {
  assignShipmentToDriverInputSchema,
  shipmentOrDriverNotFoundMessage,
  type StartLocation,
} from './driver-assignment-input';
import {
  findPredecessorShipment,
  findSuccessorShipment,
  linkDriverChain,
  readShipmentWindow,
} from './driver-shipment-chain';
import { isOwnBookingFirstAssignment } from '../shipments/is-own-booking-first-assignment';
import { requireMayAssignDriver } from './require-may-assign-driver';
import { message, type Message } from '../../platform/i18n';

/**
 * The states in which Assign Driver is offered (D2-2.30). Not DRIVER_ASSIGNMENT: a driver-assigned load
 * offers Un-Assign Driver (D2-2.31), so a second assignment that arrives after the first one, even a
 * moment later, is refused instead of silently replacing the driver.
 */
export const assignableStates: readonly ShipmentState[] = [
  'CARRIER_ASSIGNMENT',
  'PENDING_DRIVER_ASSIGNMENT',
  'PENDING_DRIVER_UNASSIGNMENT',
];

export const notAssignableMessage = message('driverAssignment.notAssignable');
export const predecessorNotFoundMessage = message('driverAssignment.predecessorNotFound');

export type AssignDriverResult = {
  status: 'OK' | 'REJECTED';
  message: Message;
  shipment: ShipmentDetailsView | null;
  successorShipmentId: string | null;
};

type Outcome =
  | { status: 'OK'; message: Message; successorShipmentId: string | null }
  | { status: 'REJECTED'; message: Message };

const rejected = (text: Message): Outcome => ({ status: 'REJECTED', message: text });

const startColumns = (start: StartLocation | null | undefined) => ({
  startCity: start?.city ?? null,
  startState: start?.state ?? null,
  startCountry: start?.country ?? null,
  startLatitude: start?.latitude ?? null,
  startLongitude: start?.longitude ?? null,
});

/** The start as the source system hears it (its time zone is not kept, see driver-assignment-input.ts). */
const eventStartOf = (start: StartLocation | null | undefined): ShipmentEventStart | null =>
  start
    ? {
        city: start.city,
        state: start.state,
        country: start.country,
        latitude: start.latitude,
        longitude: start.longitude,
      }
    : null;

/** The driver's records on the shipment, the same ones a source system's import writes. */
async function recordDriver(tx: Transaction, shipmentUuid: string, driver: CarrierDriverRow, caller: Caller) {
  const name = personName(driver);
  await tx.insert(assignmentTransactions).values({
    shipmentId: shipmentUuid,
    transactionType: 'Assign Driver',
    driverMemberId: driver.id,
    driverName: name,
    driverEmail: driver.email ?? driver.upn,
    driverPhone: driver.mobileNumber,
    tractorNumber: driver.tractorNumber,
    createdBy: caller.memberId,
  });
  await tx
    .delete(shipmentInvolvedParties)
    .where(
      and(
        eq(shipmentInvolvedParties.shipmentId, shipmentUuid),
        eq(shipmentInvolvedParties.partyType, 'PRIMARY DRIVER'),
      ),
    );
  await tx.insert(shipmentInvolvedParties).values({
    shipmentId: shipmentUuid,
    partyId: driver.upn,
    partyType: 'PRIMARY DRIVER',
    partyName: name,
    partyEmail: driver.email ?? driver.upn,
    partyPhone: driver.mobileNumber,
  });
}

/**
 * assignShipmentToDriverV2 (D2-4, D2-7.09): a dispatcher assigns a driver of the carrier to one of its
 * loads in Carrier Assigned; a Leased on Owner Operator assigns themself to a load they just booked
 * themself, as its first driver (D2-4.22, D1-4.26). The driver comes from a predecessor shipment (one of theirs that ends before this
 * one picks up) or from a start location (D2-4.21). In one transaction: an 'Assign Driver' transaction,
 * the PRIMARY DRIVER party, the shipment in DRIVER_ASSIGNMENT with its place in the driver's chain,
 * and the DRIVER_ASSIGNED event its source system reads (decision 018).
 *
 * The shipment is written only if its state and version are still those read: of concurrent
 * assignments one wins and the others answer REJECTED, having changed nothing. The driver's member row
 * is locked first, so assignments to one driver, which all move that driver's chain, queue up.
 */
export async function assignShipmentToDriver(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<AssignDriverResult> {
  const request = parseInput(assignShipmentToDriverInputSchema, input);
  requireMayAssignDriver(caller, request.driverId, request.assignSource);
  const carrierId = caller.carrier?.id;
  if (!carrierId) throw notFound(shipmentOrDriverNotFoundMessage);

  const outcome = await runInTransaction(services.db, async (tx): Promise<Outcome> => {
    const driver = await lockCarrierDriver(tx, carrierId, request.driverId);
    const found = driver ? await findCallerShipment(tx, caller, request.shipmentId) : null;
    if (!driver || !found) throw notFound(shipmentOrDriverNotFoundMessage);
    const { shipment, loadId } = found;
    // The owner-operator's self-assignment is the last step of their own booking, never of a tender
    // or of a colleague's booking.
    if (
      !hasPermission(caller.roles, 'myLoads.assignDriver') &&
      !(await isOwnBookingFirstAssignment(tx, caller.memberId, shipment.id))
    )
      throw forbidden();
    if (!assignableStates.includes(shipment.shipmentState)) return rejected(notAssignableMessage);

    const chain = { carrierId, driverId: driver.id, shipmentUuid: shipment.id };
    const window = await readShipmentWindow(tx, shipment.id);
    const wantedPredecessor = request.predecessorShipmentId?.toUpperCase();
    const predecessor = wantedPredecessor
      ? await findPredecessorShipment(tx, chain, window, wantedPredecessor)
      : null;
    if (wantedPredecessor && !predecessor)
      throw badInput(predecessorNotFoundMessage, { predecessorShipmentId: predecessorNotFoundMessage });
    const successor = await findSuccessorShipment(tx, chain, window);

    const written = await updateShipmentIfUnchanged(tx, shipment, {
      shipmentState: 'DRIVER_ASSIGNMENT',
      driverAssignmentStatus: 'ASSIGNED',
      predecessorShipmentId: predecessor?.shipmentId ?? null,
      successorShipmentId: successor?.shipmentId ?? null,
      ...startColumns(request.startLocation),
    });
    if (!written) return rejected(concurrentChangeMessage);
    await recordDriver(tx, shipment.id, driver, caller);
    await linkDriverChain(tx, carrierId, shipment, predecessor, successor);
    await recordShipmentEvent(tx, {
      type: 'DRIVER_ASSIGNED',
      shipment,
      occurredAt: services.now(),
      data: {
        driver: { name: personName(driver), upn: driver.upn, mobileNumber: driver.mobileNumber },
        predecessorShipmentId: written.predecessorShipmentId,
        startLocation: eventStartOf(request.startLocation),
      },
    });
    return {
      status: 'OK',
      // D2-4.18.
      message: message('driverAssignment.assigned', {
        loadId: loadId ?? shipment.shipmentId,
        driver: personName(driver),
      }),
      successorShipmentId: successor?.shipmentId ?? null,
    };
  });

  const details = await getShipmentDetails(services, caller, request.shipmentId);
  return {
    status: outcome.status,
    message: outcome.message,
    shipment: details,
    successorShipmentId: outcome.status === 'OK' ? outcome.successorShipmentId : null,
  };
}
