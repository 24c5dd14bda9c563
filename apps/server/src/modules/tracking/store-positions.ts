import { sql } from 'drizzle-orm';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { shipmentLastPositions, truckPositions } from '../../db/schema/positions';

/** A report that passed the window, with its time read once. */
export type PositionToStore = { report: LocationReport; recordedAt: Date };

/** The positions of one call: one shipment, its driver, and when the server received them. */
export type PositionsOfCall = {
  shipment: { id: string; memberId: string };
  positions: readonly PositionToStore[];
  receivedAt: Date;
};

// The fixes of one or more calls as one JSON parameter: a statement of the same text and one parameter
// whatever their number, prepared once (db/prepared.ts). A fix twice in the parameter (two calls of a
// batch with the same shipment and moment) goes in once, for the first call.
const storeStatement = preparedRows<{ call: number; stored: number }>(
  'store_positions',
  sql`with fix as (
    select distinct on (shipment_id, recorded_at) *
    from json_to_recordset(${sql.placeholder('fixes')}::json) as fix (call int, shipment_id uuid,
      member_id uuid, recorded_at timestamptz, received_at timestamptz, latitude float8, longitude float8,
      accuracy float4, speed float4, heading float4, stop_id text, sequence_no int2)
    order by shipment_id, recorded_at, call
  ), stored as (
    insert into ${truckPositions} (shipment_id, recorded_at, received_at, member_id, latitude, longitude,
      accuracy, speed, heading, stop_id, sequence_no)
    select shipment_id, recorded_at, received_at, member_id, latitude, longitude, accuracy, speed, heading,
      stop_id, sequence_no
    from fix order by shipment_id, recorded_at
    on conflict do nothing
    returning shipment_id, recorded_at, received_at, member_id, latitude, longitude, accuracy, speed, heading
  ), newest as (
    insert into ${shipmentLastPositions} (shipment_id, recorded_at, received_at, member_id, latitude,
      longitude, accuracy, speed, heading)
    select distinct on (shipment_id) shipment_id, recorded_at, received_at, member_id, latitude, longitude,
      accuracy, speed, heading
    from stored order by shipment_id, recorded_at desc
    on conflict (shipment_id) do update set recorded_at = excluded.recorded_at,
      received_at = excluded.received_at, member_id = excluded.member_id, latitude = excluded.latitude,
      longitude = excluded.longitude, accuracy = excluded.accuracy, speed = excluded.speed,
      heading = excluded.heading
    where ${shipmentLastPositions.recordedAt} < excluded.recorded_at
  )
  select fix.call, count(*)::int as stored from stored join fix using (shipment_id, recorded_at)
  group by fix.call`,
);

/**
 * Stores the positions of one or more calls in one statement (in autocommit: it commits before it
 * answers): the rows, then each shipment's last known position moved to the newest of its rows actually
 * inserted if it is newer than the one kept. A fix already stored (same shipment, same moment: a resent
 * batch) is skipped, so a retry stores nothing twice and does not move the last position back. The
 * rows go in by shipment and time, so that two statements with overlapping rows take their key locks
 * in the same order. Answers, per call, how many of its rows were new.
 */
export async function storePositions(db: Executor, calls: readonly PositionsOfCall[]): Promise<number[]> {
  const fixes = calls.flatMap(({ shipment, positions, receivedAt }, call) =>
    positions.map(({ report, recordedAt }) => ({
      call,
      shipment_id: shipment.id,
      member_id: shipment.memberId,
      recorded_at: recordedAt.toISOString(),
      received_at: receivedAt.toISOString(),
      latitude: report.latitude,
      longitude: report.longitude,
      accuracy: report.accuracy,
      speed: report.speed ?? null,
      heading: report.heading ?? null,
      stop_id: report.stopId ?? null,
      sequence_no: report.sequenceNo ?? null,
    })),
  );
  const rows = await storeStatement(db, { fixes: JSON.stringify(fixes) });
  const stored = calls.map(() => 0);
  for (const row of rows) stored[row.call] = row.stored;
  return stored;
}
