import { and, eq, isNull } from 'drizzle-orm';
import { runInTransaction } from '../../db/run-in-transaction';
import { capacities } from '../../db/schema/capacity';
import type { CapacitySaveResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { findCallerCapacity, capacityNotFoundMessage } from './find-caller-capacity';
import { readCapacityRequest } from './read-capacity-request';
import { savedCapacityResult } from './saved-capacity-result';

/**
 * updateCarrierCapacity (D3-7.17): one of the caller's carrier's capacities, changed with the form's
 * rules checked again; the caller becomes its last editor. It keeps its id and its place in the list
 * (D3-4.45). Another carrier's, a removed one or an unknown id: not found, nothing written.
 */
export async function updateCarrierCapacity(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<CapacitySaveResult> {
  const now = services.now();
  const config = await services.appConfig();
  const { capacityId, values } = await readCapacityRequest(services.db, input, { now, config });
  if (!capacityId) throw notFound(capacityNotFoundMessage);
  const { row } = await findCallerCapacity(services.db, caller, capacityId);
  await runInTransaction(services.db, async (tx) => {
    const [updated] = await tx
      .update(capacities)
      .set({ ...values, lastUpdatedBy: caller.memberId, updatedAt: now })
      // Removed in the meantime: not found, as if it had been gone when read.
      .where(
        and(eq(capacities.id, row.id), eq(capacities.carrierId, row.carrierId), isNull(capacities.deletedAt)),
      )
      .returning({ id: capacities.id });
    if (!updated) throw notFound(capacityNotFoundMessage);
  });
  return savedCapacityResult(services, caller, row.id);
}
