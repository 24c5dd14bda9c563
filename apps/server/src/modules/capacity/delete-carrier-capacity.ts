import { and, eq, isNull } from 'drizzle-orm';
import { capacities } from '../../db/schema/capacity';
import type { CapacityDeleteResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { capacityIdSchema } from './capacity-input';
import { capacityNotFoundMessage, findCallerCapacity } from './find-caller-capacity';

/**
 * deleteCarrierCapacity (D3-7.17): removes one of the caller's carrier's capacities from every list,
 * count, match and recommendation at once. The row stays a day, so that the toast's undo
 * (restoreCarrierCapacity, D3-4.44) brings back the same capacity; the next change of the carrier's
 * capacities deletes it for good after that.
 */
export async function deleteCarrierCapacity(
  services: Pick<Services, 'db' | 'now'>,
  caller: Caller,
  capacityId: unknown,
): Promise<CapacityDeleteResult> {
  const id = parseInput(capacityIdSchema, capacityId);
  const { row } = await findCallerCapacity(services.db, caller, id);
  const [removed] = await services.db
    .update(capacities)
    .set({ deletedAt: services.now(), updatedAt: row.updatedAt })
    .where(and(eq(capacities.id, row.id), isNull(capacities.deletedAt)))
    .returning({ id: capacities.id });
  if (!removed) throw notFound(capacityNotFoundMessage);
  return { capacityId: row.id, capacityType: row.capacityType };
}
