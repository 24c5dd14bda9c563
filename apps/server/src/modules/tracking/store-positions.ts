import { sql } from 'drizzle-orm';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import { selectRows, type Executor } from '../../db/client';
import { shipmentLastPositions, truckPositions } from '../../db/schema/positions';

/** A report that passed the window, with its time read once. */
export type PositionToStore = { report: LocationReport; recordedAt: Date };

/**
 * Stores positions of one shipment in one statement: the rows, then the shipment's last known position
 * moved to the newest of the rows actually inserted if it is newer than the one kept. A fix already
 * stored (same shipment, same moment: a resent batch) is skipped, so a retry stores nothing twice and
 * does not move the last position back. The rows go in by time, so that two calls with overlapping
 * batches take their key locks in the same order. Answers how many rows were new.
 */
export async function storePositions(
  db: Executor,
  shipment: { id: string; memberId: string },
  positions: readonly PositionToStore[],
  receivedAt: Date,
): Promise<number> {
  const received = receivedAt.toISOString();
  const rows = [...positions]
    .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime())
    .map(
      ({ report, recordedAt }) =>
        sql`(${shipment.id}::uuid, ${recordedAt.toISOString()}::timestamptz, ${received}::timestamptz,
          ${shipment.memberId}::uuid, ${report.latitude}::float8, ${report.longitude}::float8,
          ${report.accuracy}::float4, ${report.speed ?? null}::float4, ${report.heading ?? null}::float4,
          ${report.stopId ?? null}::text, ${report.sequenceNo ?? null}::int2)`,
    );
  const last = shipmentLastPositions;
  const [result] = await selectRows<{ stored: number }>(
    db,
    sql`with stored as (
      insert into ${truckPositions} (shipment_id, recorded_at, received_at, member_id, latitude, longitude,
        accuracy, speed, heading, stop_id, sequence_no)
      values ${sql.join(rows, sql`, `)}
      on conflict do nothing
      returning recorded_at, received_at, member_id, latitude, longitude, accuracy, speed, heading
    ), newest as (
      insert into ${last} (shipment_id, recorded_at, received_at, member_id, latitude, longitude, accuracy,
        speed, heading)
      select ${shipment.id}::uuid, recorded_at, received_at, member_id, latitude, longitude, accuracy, speed,
        heading
      from stored order by recorded_at desc limit 1
      on conflict (shipment_id) do update set recorded_at = excluded.recorded_at,
        received_at = excluded.received_at, member_id = excluded.member_id, latitude = excluded.latitude,
        longitude = excluded.longitude, accuracy = excluded.accuracy, speed = excluded.speed,
        heading = excluded.heading
      where ${last.recordedAt} < excluded.recorded_at
    )
    select count(*)::int as stored from stored`,
  );
  return result?.stored ?? 0;
}
