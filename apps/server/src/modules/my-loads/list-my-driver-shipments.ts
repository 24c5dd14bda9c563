import type { MyDriverShipments } from '../../generated/graphql';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { isAssignedToMember } from '../shipments/find-caller-shipment';
import { choosePage, myLoadsPaginationSchema } from './my-loads-paging';
import { countByDriver, findShipmentCards, statesOfBuckets } from './shipment-cards';

const myDriverShipmentsSchema = z
  .object({
    driverId: z.string().trim().max(64).nullish(),
    pagination: myLoadsPaginationSchema,
  })
  .nullish();

export type MyDriverShipmentsView = MyDriverShipments;

/**
 * getMyDriverShipments (D2-7.05): the shipments the caller drives and has not delivered yet (assigned
 * to them or in transit, D2-4.15), by pick-up, a page at a time. A driver id other than the caller's
 * own is refused: nobody reads another driver's loads through this call.
 */
export async function listMyDriverShipments(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<MyDriverShipmentsView> {
  const parsed = parseInput(myDriverShipmentsSchema, input);
  if (parsed?.driverId && parsed.driverId !== caller.memberId) throw forbidden();
  const page = choosePage(parsed?.pagination, await services.appConfig());
  const carrierId = caller.carrier?.id;
  if (!carrierId) return { totalShipmentsCount: 0, myDriverShipments: [] };

  const where = and(
    eq(shipments.assignedCarrierId, carrierId),
    inArray(shipments.shipmentState, statesOfBuckets(['driverAssigned', 'inTransit'])),
    isAssignedToMember(caller.memberId),
  );
  const [driverCounts, cards] = await Promise.all([
    countByDriver(services.db, where),
    findShipmentCards(services.db, { where, viewerRoles: caller.roles, order: 'pickUp', page }),
  ]);
  return {
    totalShipmentsCount: driverCounts.reduce((sum, row) => sum + row.count, 0),
    myDriverShipments: cards,
  };
}
