import { sql, type SQL } from 'drizzle-orm';
import { retentionCutoffOf } from '@freight/domain/tracking/tracking-window';
import { selectRows } from '../../db/client';
import { shipmentLastPositions, truckPositions } from '../../db/schema/positions';
import type { Services } from '../../platform/services';

/** Rows one delete removes: a few milliseconds of work, so no delete holds its locks for long. */
export const sweepBatchSize = 5_000;

export type SweepResult = { positions: number; lastPositions: number };

/**
 * Deletes the positions recorded before the retention cutoff (`tracking.retentionDays` of the
 * configuration; issue 14 part 6, decision 034), and the last known positions as old, in batches of
 * `batchSize` rows, each its own short statement, until none is left. The positions are found through
 * the BRIN index on recorded_at and deleted by their physical address, so a sweep after a day of
 * 10 million rows is a few thousand small deletes that never block the inserts for long.
 */
export async function sweepExpiredPositions(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  batchSize = sweepBatchSize,
): Promise<SweepResult> {
  const { tracking } = await services.appConfig();
  const cutoff = new Date(retentionCutoffOf(services.now().getTime(), tracking.retentionDays)).toISOString();
  const positions = await deleteInBatches(
    services,
    batchSize,
    (limit) =>
      sql`delete from ${truckPositions} where ctid = any(array(
      select ctid from ${truckPositions} where recorded_at < ${cutoff}::timestamptz limit ${limit}))`,
  );
  const lastPositions = await deleteInBatches(
    services,
    batchSize,
    (limit) =>
      sql`delete from ${shipmentLastPositions} where shipment_id in (
      select shipment_id from ${shipmentLastPositions} where recorded_at < ${cutoff}::timestamptz
      limit ${limit})`,
  );
  return { positions, lastPositions };
}

async function deleteInBatches(
  services: Pick<Services, 'db'>,
  batchSize: number,
  deleteUpTo: (limit: number) => SQL,
): Promise<number> {
  let total = 0;
  for (;;) {
    const [result] = await selectRows<{ deleted: number }>(
      services.db,
      sql`with deleted as (${deleteUpTo(batchSize)} returning 1) select count(*)::int as deleted from deleted`,
    );
    const deleted = result?.deleted ?? 0;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
