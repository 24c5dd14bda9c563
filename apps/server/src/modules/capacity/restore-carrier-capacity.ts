import { and, eq } from 'drizzle-orm';
import { maxCapacitiesPerCarrier } from '@freight/domain/capacity/capacity-rules';
import { runInTransaction } from '../../db/run-in-transaction';
import { capacities } from '../../db/schema/capacity';
import type { Capacity } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { capacityLimitError, lockCarrierCapacities } from './add-carrier-capacity';
import { capacityIdSchema } from './capacity-input';
import { originZoneOf } from './capacity-places';
import { toCapacityView } from './capacity-view';
import { findCallerCapacity } from './find-caller-capacity';

/**
 * restoreCarrierCapacity: the undo of deleteCarrierCapacity (D3-4.44): the same capacity back, with
 * its id, its place in the list, its dates and its last editor, even when its first day has passed
 * since it was posted. Restoring one that is not removed answers it as it is.
 */
export async function restoreCarrierCapacity(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  capacityId: unknown,
): Promise<Capacity> {
  const id = parseInput(capacityIdSchema, capacityId);
  const found = await findCallerCapacity(services.db, caller, id, { removed: true });
  if (found.row.deletedAt) {
    await runInTransaction(services.db, async (tx) => {
      const live = await lockCarrierCapacities(tx, found.row.carrierId, services.now());
      if (live >= maxCapacitiesPerCarrier) throw capacityLimitError();
      await tx
        .update(capacities)
        .set({ deletedAt: null, updatedAt: found.row.updatedAt })
        .where(and(eq(capacities.id, found.row.id), eq(capacities.carrierId, found.row.carrierId)));
    });
  }
  const record = await findCallerCapacity(services.db, caller, id);
  const config = await services.appConfig();
  return toCapacityView(record, await originZoneOf(services.db, record.row, config));
}
