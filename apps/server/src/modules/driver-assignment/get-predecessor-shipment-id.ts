import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { isCarrierDriver } from './carrier-driver';
import { predecessorQuerySchema, shipmentOrDriverNotFoundMessage } from './driver-assignment-input';
import { findPredecessorShipment, readShipmentWindow } from './driver-shipment-chain';
import { requireMayAssignDriver } from './require-may-assign-driver';

/**
 * predecessorShipmentId (D1-7.17, D2-7.11): the shipment the driver comes from before this one, which
 * the assign dialog sends back with the assignment (D2-4.21): the driver's latest shipment of the same
 * carrier, still theirs (pending, assigned or in transit), whose last stop ends before this one's first
 * pick-up begins; null when there is none (the dialog then asks where the driver starts). Only for the
 * callers who may make that assignment; the shipment and the driver must both be the caller's carrier's.
 */
export async function getPredecessorShipmentId(
  services: Pick<Services, 'db'>,
  caller: Caller,
  args: unknown,
): Promise<string | null> {
  const { db } = services;
  const request = parseInput(predecessorQuerySchema, args);
  requireMayAssignDriver(caller, request.driverId, request.assignSource);
  const carrierId = caller.carrier?.id;
  const found = carrierId ? await findCallerShipment(db, caller, request.shipmentId) : null;
  if (!carrierId || !found || !(await isCarrierDriver(db, carrierId, request.driverId)))
    throw notFound(shipmentOrDriverNotFoundMessage);
  const chain = { carrierId, driverId: request.driverId, shipmentUuid: found.shipment.id };
  const predecessor = await findPredecessorShipment(
    db,
    chain,
    await readShipmentWindow(db, chain.shipmentUuid),
  );
  return predecessor?.shipmentId ?? null;
}
