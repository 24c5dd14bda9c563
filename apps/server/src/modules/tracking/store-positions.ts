import { sql } from 'drizzle-orm';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { shipmentLastPositions, truckPositions } from '../../db/schema/positions';

/** A report that passed the window, with its time read once. */
export type PositionToStore = { report: LocationReport; recordedAt: Date };

// The fixes as one JSON parameter: a statement of the same text and four parameters whatever the
// batch's size, prepared once (db/prepared.ts).
const storeStatement = preparedRows<{ stored: number }>(
  'store_positions',
  sql`with stored as (
    insert into ${truckPositions} (shipment_id, recorded_at, received_at, member_id, latitude, longitude,
      accuracy, speed, heading, stop_id, sequence_no)
    select ${sql.placeholder('shipmentId')}::uuid, fix.recorded_at, ${sql.placeholder('receivedAt')}::timestamptz,
      ${sql.placeholder('memberId')}::uuid, fix.latitude, fix.longitude, fix.accuracy, fix.speed, fix.heading,
      fix.stop_id, fix.sequence_no
    from json_to_recordset(${sql.placeholder('fixes')}::json) as fix (recorded_at timestamptz,
      latitude float8, longitude float8, accuracy float4, speed float4, heading float4, stop_id text,
      sequence_no int2)
    on conflict do nothing
    returning recorded_at, received_at, member_id, latitude, longitude, accuracy, speed, heading
  ), newest as (
    insert into ${shipmentLastPositions} (shipment_id, recorded_at, received_at, member_id, latitude, longitude, accuracy,
      speed, heading)
    select ${sql.placeholder('shipmentId')}::uuid, recorded_at, received_at, member_id, latitude, longitude, accuracy, speed,
      heading
    from stored order by recorded_at desc limit 1
    on conflict (shipment_id) do update set recorded_at = excluded.recorded_at,
      received_at = excluded.received_at, member_id = excluded.member_id, latitude = excluded.latitude,
      longitude = excluded.longitude, accuracy = excluded.accuracy, speed = excluded.speed,
      heading = excluded.heading
    where ${shipmentLastPositions.recordedAt} < excluded.recorded_at
  )
  select count(*)::int as stored from stored`,
);

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
  const fixes = [...positions]
    .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime())
    .map(({ report, recordedAt }) => ({
      recorded_at: recordedAt.toISOString(),
      latitude: report.latitude,
      longitude: report.longitude,
      accuracy: report.accuracy,
      speed: report.speed ?? null,
      heading: report.heading ?? null,
      stop_id: report.stopId ?? null,
      sequence_no: report.sequenceNo ?? null,
    }));
  const [result] = await storeStatement(db, {
    shipmentId: shipment.id,
    memberId: shipment.memberId,
    receivedAt: receivedAt.toISOString(),
    fixes: JSON.stringify(fixes),
  });
  return result?.stored ?? 0;
}
