import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Executor } from '../../db/client';
import { jsonRowsInsert } from '../../db/insert-json-rows';
import { shipments } from '../../db/schema/index';
import { shipmentChangeNotice } from './publish-shipment-change';
import { tenderDetailTables, type TenderRows } from './shipment-rows';

/**
 * Writes a tender's rows in one statement (decision 067): the shipment, unless its readable id is
 * taken (then nothing is written and this answers false), and every detail only with it. The
 * statement also tells the live streams of the new shipment (a tender always names its carrier), at
 * the commit of the caller's transaction.
 */
export async function insertTenderRows(db: Executor, rows: TenderRows): Promise<boolean> {
  const withShipment = { onlyWith: 'new_shipment' } as const;
  const details = Object.entries(tenderDetailTables).flatMap(([key, table]) => {
    // Each key's rows are its own table's (TenderRows); the entries lose that pairing.
    const given = rows[key as keyof typeof tenderDetailTables] as PgTable['$inferInsert'][];
    if (given.length === 0) return [];
    const insert = jsonRowsInsert(table as PgTable, given, withShipment);
    return [sql`${sql.identifier(`new_${key}`)} as (${insert})`];
  });
  const shipment = jsonRowsInsert(shipments, [rows.shipment], {
    skipConflictsOn: ['shipmentId'],
    returning: ['shipmentId', 'assignedCarrierId'],
  });
  const queries = [sql`new_shipment as (${shipment})`, ...details];
  const driverMemberId = rows.assignments.at(-1)?.driverMemberId ?? null;
  const notice = shipmentChangeNotice({
    shipmentId: sql`new_shipment."shipmentId"`,
    carrierId: sql`new_shipment."assignedCarrierId"`,
    driverMemberId: sql`${driverMemberId}::uuid`,
  });
  const written = await selectRows<{ shipmentId: string }>(
    db,
    sql`with ${sql.join(queries, sql`, `)}
      select "shipmentId", ${notice} as notified from new_shipment`,
  );
  return written.length > 0;
}
