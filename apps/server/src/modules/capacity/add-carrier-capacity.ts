import { and, count, eq, isNotNull, lt } from 'drizzle-orm';
import { maxCapacitiesPerCarrier } from '@freight/domain/capacity/capacity-rules';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { capacities } from '../../db/schema/capacity';
import { carriers } from '../../db/schema/carriers';
import type { CapacitySaveResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import { AppError, forbidden } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { capacitiesOfCarrier } from './capacity-records';
import { readCapacityRequest } from './read-capacity-request';
import { savedCapacityResult } from './saved-capacity-result';

// addCarrierCapacity (D3-7.17): a Truck or a Lane of the caller's carrier, checked with the form's
// rules, written with the caller as its last editor. A carrier keeps at most maxCapacitiesPerCarrier
// at once, counted under a lock on the carrier's row so that two adds at once cannot pass it.

/** How long a removed capacity can still be restored (its toast's undo takes seconds) before it goes for good. */
export const removedCapacityKeepMs = 86_400_000;

/** The carrier's row locked for this change, its live capacities counted; removed ones past their undo purged. */
export async function lockCarrierCapacities(tx: Transaction, carrierId: string, now: Date): Promise<number> {
  await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, carrierId)).for('update');
  await tx
    .delete(capacities)
    .where(
      and(
        eq(capacities.carrierId, carrierId),
        isNotNull(capacities.deletedAt),
        lt(capacities.deletedAt, new Date(now.getTime() - removedCapacityKeepMs)),
      ),
    );
  const [counted] = await tx
    .select({ value: count() })
    .from(capacities)
    .where(capacitiesOfCarrier(carrierId));
  return counted?.value ?? 0;
}

export function capacityLimitError(): AppError {
  return new AppError('LIMIT_EXCEEDED', message('capacity.limitReached', { max: maxCapacitiesPerCarrier }));
}

export async function addCarrierCapacity(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<CapacitySaveResult> {
  const carrierId = caller.carrier?.id;
  if (!carrierId) throw forbidden();
  const now = services.now();
  const config = await services.appConfig();
  const { values } = await readCapacityRequest(services.db, input, { now, config });
  const id = await runInTransaction(services.db, async (tx) => {
    if ((await lockCarrierCapacities(tx, carrierId, now)) >= maxCapacitiesPerCarrier)
      throw capacityLimitError();
    const [created] = await tx
      .insert(capacities)
      // created_at is the database's clock: the list's order is the order of the adds (D3-4.45).
      .values({ ...values, carrierId, lastUpdatedBy: caller.memberId, updatedAt: now })
      .returning({ id: capacities.id });
    return created!.id;
  });
  return savedCapacityResult(services, caller, id);
}
