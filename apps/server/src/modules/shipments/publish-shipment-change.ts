import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignmentTransactions, shipments } from '../../db/schema/shipments';
import { liveChannel } from '../../platform/live-channel';

/**
 * The notice of a changed shipment on the live channel (decision 061), from SQL expressions for its
 * readable id, its carrier and the driver its latest assignment transaction names (or null). In a
 * transaction it is sent at the commit, never for a rollback.
 */
export function shipmentChangeNotice(shipment: {
  shipmentId: SQL;
  carrierId: SQL;
  driverMemberId: SQL;
}): SQL {
  return sql`pg_notify(${liveChannel}, json_build_object(
      'kind', 'shipment',
      'shipmentId', ${shipment.shipmentId},
      'carrierId', ${shipment.carrierId},
      'driverMemberId', ${shipment.driverMemberId})::text)`;
}

/**
 * Tells the open live streams that a shipment changed (decision 061): its carrier's My Loads lists,
 * its card, details and trip screen, and the driver its latest assignment transaction names (assigned,
 * or just unassigned). One statement builds the message from the row as the transaction sees it. A
 * shipment without a carrier tells nobody.
 */
export async function publishShipmentChange(db: Executor, shipmentId: string): Promise<void> {
  const latestDriver = sql`(select ${assignmentTransactions.driverMemberId} from ${assignmentTransactions}
    where ${assignmentTransactions.shipmentId} = ${shipments.id}
    order by ${assignmentTransactions.transactionId} desc limit 1)`;
  const notice = shipmentChangeNotice({
    shipmentId: sql`${shipments.shipmentId}`,
    carrierId: sql`${shipments.assignedCarrierId}`,
    driverMemberId: latestDriver,
  });
  await db.execute(sql`select ${notice}
    from ${shipments}
    where ${shipments.shipmentId} = ${shipmentId} and ${shipments.assignedCarrierId} is not null`);
}
