import type { MyLoadsCount } from '../../generated/graphql';
import { and, count, inArray } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import {
  bucketByShipmentState,
  myLoadBuckets,
  permissionOfBucket,
  type MyLoadBucket,
} from '@freight/domain/shipment-states';
import type { Executor } from '../../db/client';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { callerShipmentsCondition, statesOfBuckets } from './shipment-cards';

export type MyLoadsCountView = MyLoadsCount;

async function countByState(db: Executor, caller: Caller, carrierId: string, buckets: MyLoadBucket[]) {
  return db
    .select({ state: shipments.shipmentState, count: count() })
    .from(shipments)
    .where(
      // The same carrier and driver filter as the lists and the details panel (D2-6.02).
      and(
        callerShipmentsCondition(caller, carrierId),
        inArray(shipments.shipmentState, statesOfBuckets(buckets)),
      ),
    )
    .groupBy(shipments.shipmentState);
}

/**
 * getMyLoadsCounts (D1-2.06, D2-4.01): for each My Loads list the caller may open, in list order, how
 * many shipments of their carrier it holds, counted in one statement. A member without a carrier has
 * none; a Beta-only member opens no list and gets an empty answer.
 */
export async function countMyLoads(
  services: Pick<Services, 'db'>,
  caller: Caller,
): Promise<MyLoadsCountView[]> {
  const buckets = myLoadBuckets.filter((bucket) => hasPermission(caller.roles, permissionOfBucket[bucket]));
  const carrierId = caller.carrier?.id;
  if (buckets.length === 0 || !carrierId) return buckets.map((bucket) => ({ bucket, count: 0 }));
  const rows = await countByState(services.db, caller, carrierId, buckets);
  const totals = new Map<MyLoadBucket, number>();
  for (const row of rows) {
    const bucket = bucketByShipmentState[row.state]!;
    totals.set(bucket, (totals.get(bucket) ?? 0) + row.count);
  }
  return buckets.map((bucket) => ({ bucket, count: totals.get(bucket) ?? 0 }));
}
