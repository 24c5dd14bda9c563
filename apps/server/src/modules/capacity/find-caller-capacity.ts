import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { capacities } from '../../db/schema/capacity';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { capacitiesOfCarrier, selectCapacityRecords, type CapacityRecord } from './capacity-records';

// One capacity of the caller's carrier (decision 030): another carrier's, a removed one, an unknown id
// or text that is no id at all are answered alike, as not found, so an answer never tells that a
// capacity exists elsewhere.

export const capacityNotFoundMessage = message('capacity.notFound');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findCallerCapacity(
  db: Executor,
  caller: Caller,
  capacityId: string,
  options: { removed?: boolean } = {},
): Promise<CapacityRecord> {
  const carrierId = caller.carrier?.id;
  if (!carrierId || !uuidPattern.test(capacityId)) throw notFound(capacityNotFoundMessage);
  const [record] = await selectCapacityRecords(
    db,
    and(capacitiesOfCarrier(carrierId, options), eq(capacities.id, capacityId))!,
  );
  if (!record) throw notFound(capacityNotFoundMessage);
  return record;
}
