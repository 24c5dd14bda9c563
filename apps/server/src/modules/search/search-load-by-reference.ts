import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadReferenceMaxLength } from '@freight/domain/load-reference';
import {
  bucketByShipmentState,
  type MyLoadBucket,
  type ShipmentState,
} from '@freight/domain/shipment-states';
import { loadPostings } from '../../db/schema/loads';
import { isAssignedToMember, isFilteredByDriver } from '../shipments/find-caller-shipment';
import { shipmentReferences, shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { isOpen, visibleTo } from '../postings/load-posting-conditions';
import { fetchLoadPostingViews, type LoadPostingView } from '../postings/load-posting-views';
import { loadViewerOf } from '../postings/load-viewer';
import { message } from '../../platform/i18n';

export const loadByReferenceInputSchema = z.object({
  loadNumberAlias: z.string().max(loadReferenceMaxLength),
  page: z.int().min(0).nullish(),
});

export const emptyReferenceMessage = message('search.emptyReference');

/** A shipment of the caller's carrier found by reference, with the My Loads list it is in (D2-4). */
export type ReferenceShipment = {
  shipmentId: string;
  loadId: string | null;
  shipmentState: ShipmentState;
  myLoadsBucket: MyLoadBucket | null;
};

export type LoadByReferenceResult = {
  totalRecords: number;
  loadPostings: LoadPostingView[];
  shipments: ReferenceShipment[];
};

/** A reference rarely matches more than a few shipments; the newest come first. */
const maxShipments = 25;

/**
 * searchLoadByReferenceV2 (D1-7.08), the header's Load # search: the open posting with that load id
 * if the caller may see it, and the shipments of the caller's own carrier whose shipment id, load id,
 * PRO number or reference value it is (a driver's own only, D2-6.02). Another carrier's shipment, or a
 * driver's colleague's, is never found, so the answer never tells that it exists. Ids are matched whatever their case. An empty reference is refused (D1-5.10).
 */
export async function searchLoadByReference(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<LoadByReferenceResult> {
  const { db } = services;
  const reference = parseInput(loadByReferenceInputSchema, input).loadNumberAlias.trim();
  if (reference.length === 0)
    throw badInput(emptyReferenceMessage, { loadNumberAlias: emptyReferenceMessage });
  const upper = reference.toUpperCase();
  const config = await services.appConfig();
  const carrierId = caller.carrier?.id;
  const [postingRows, shipmentRows] = await Promise.all([
    db
      .select()
      .from(loadPostings)
      .where(and(eq(loadPostings.loadId, upper), isOpen, visibleTo(loadViewerOf(caller), config)))
      .limit(1),
    carrierId
      ? db
          .select({
            shipmentId: shipments.shipmentId,
            loadId: loadPostings.loadId,
            shipmentState: shipments.shipmentState,
          })
          .from(shipments)
          .leftJoin(loadPostings, eq(loadPostings.id, shipments.loadPostingId))
          .where(
            and(
              eq(shipments.assignedCarrierId, carrierId),
              // A driver finds only their own shipments, as in My Loads (D2-6.02): PRO numbers are
              // sequential, so anything wider would let them read their colleagues' loads by guessing.
              isFilteredByDriver(caller.roles) ? isAssignedToMember(caller.memberId) : undefined,
              or(
                eq(shipments.shipmentId, upper),
                eq(loadPostings.loadId, upper),
                sql`upper(${shipments.carrierPro}) = ${upper}`,
                exists(
                  db
                    .select({ found: sql`1` })
                    .from(shipmentReferences)
                    .where(
                      and(
                        eq(shipmentReferences.shipmentId, shipments.id),
                        sql`upper(${shipmentReferences.value}) = ${upper}`,
                      ),
                    ),
                ),
              ),
            ),
          )
          .orderBy(desc(shipments.createdAt), desc(shipments.shipmentId))
          .limit(maxShipments)
      : Promise.resolve([]),
  ]);
  const postings = await fetchLoadPostingViews(db, postingRows, caller.memberId);
  const found = shipmentRows.map((row) => ({
    ...row,
    myLoadsBucket: bucketByShipmentState[row.shipmentState] ?? null,
  }));
  return { totalRecords: postings.length + found.length, loadPostings: postings, shipments: found };
}
