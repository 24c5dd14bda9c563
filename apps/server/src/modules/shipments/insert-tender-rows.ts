import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/client';
import { jsonRowsInsert } from '../../db/insert-json-rows';
import {
  assignmentTransactions,
  shipmentCostItems,
  shipmentInvolvedParties,
  shipmentNotes,
  shipmentReferences,
  shipments,
  shipmentServices,
  shipmentStops,
  shipmentTenderedCarriers,
  stopActivities,
  stopCommodities,
} from '../../db/schema/index';
import { shipmentChangeNotice } from './publish-shipment-change';
import type { TenderRows } from './shipment-rows';

/**
 * Writes a tender's rows in one statement (decision 067: a confirmed booking's round trips): the
 * shipment, unless its readable id is taken (then nothing is written and this answers false), and
 * every detail only with it. The statement also tells the live streams of the new shipment (a tender
 * always names its carrier), at the commit of the caller's transaction.
 */
export async function insertTenderRows(db: Executor, rows: TenderRows): Promise<boolean> {
  const details: [string, SQL][] = [];
  const detail = <Rows extends object[]>(name: string, make: (rows: Rows) => SQL, given: Rows) => {
    if (given.length > 0) details.push([name, make(given)]);
  };
  const withShipment = { onlyWith: 'new_shipment' } as const;
  detail('new_stops', (r) => jsonRowsInsert(shipmentStops, r, withShipment), rows.stops);
  detail('new_commodities', (r) => jsonRowsInsert(stopCommodities, r, withShipment), rows.commodities);
  detail('new_activities', (r) => jsonRowsInsert(stopActivities, r, withShipment), rows.activities);
  detail('new_references', (r) => jsonRowsInsert(shipmentReferences, r, withShipment), rows.references);
  detail('new_services', (r) => jsonRowsInsert(shipmentServices, r, withShipment), rows.services);
  detail('new_notes', (r) => jsonRowsInsert(shipmentNotes, r, withShipment), rows.notes);
  detail('new_cost_items', (r) => jsonRowsInsert(shipmentCostItems, r, withShipment), rows.costItems);
  detail('new_parties', (r) => jsonRowsInsert(shipmentInvolvedParties, r, withShipment), rows.parties);
  detail('new_assignments', (r) => jsonRowsInsert(assignmentTransactions, r, withShipment), rows.assignments);
  detail(
    'new_tendered_carriers',
    (r) => jsonRowsInsert(shipmentTenderedCarriers, r, withShipment),
    rows.tenderedCarriers,
  );
  const shipment = jsonRowsInsert(shipments, [rows.shipment], {
    skipConflictsOn: ['shipmentId'],
    returning: ['shipmentId', 'assignedCarrierId'],
  });
  const queries = [sql`new_shipment as (${shipment})`].concat(
    details.map(([name, query]) => sql`${sql.identifier(name)} as (${query})`),
  );
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
