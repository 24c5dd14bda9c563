import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { callerShipmentsCondition, findShipmentCards, type MyLoadShipmentView } from './shipment-cards';

/** More than a card's refresh or a deep link ever needs, few enough to stay one cheap query. */
export const maxShipmentIds = 25;

const shipmentIdsSchema = z
  .array(z.string().trim().min(1).max(64))
  .min(1, issueMessage('myLoads.shipmentIdsMin'))
  .max(maxShipmentIds, issueMessage('myLoads.shipmentIdsMax', { max: maxShipmentIds }));

/**
 * getShipment (D2-7.06): shipments of the caller's carrier by shipment id (any case), as their cards
 * show them, in the order asked, to refresh them before an action (D2-4.17) or open a deep link
 * (D3-4.52). An id the caller may not see (unknown, another carrier's, a colleague driver's, D2-6.02)
 * is left out, so the answer never tells which.
 */
export async function getShipments(
  services: Pick<Services, 'db'>,
  caller: Caller,
  shipmentIds: unknown,
): Promise<MyLoadShipmentView[]> {
  const wanted = [...new Set(parseInput(shipmentIdsSchema, shipmentIds).map((id) => id.toUpperCase()))];
  const carrierId = caller.carrier?.id;
  if (!carrierId) return [];
  const cards = await findShipmentCards(services.db, {
    where: and(callerShipmentsCondition(caller, carrierId), inArray(shipments.shipmentId, wanted)),
    order: 'pickUp',
    viewerRoles: caller.roles,
  });
  const byId = new Map(cards.map((card) => [card.shipmentId, card]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
