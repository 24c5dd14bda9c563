import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignmentTransactions, shipments } from '../../db/schema/shipments';
import { liveChannel } from '../../platform/live-channel';

/**
 * Tells the open live streams that a shipment changed (decision 061): its carrier's My Loads lists,
 * its card, details and trip screen, and the driver its latest assignment transaction names (assigned,
 * or just unassigned). One statement builds the message from the row as the transaction sees it; in a
 * transaction it is sent at the commit, never for a rollback. A shipment without a carrier tells nobody.
 */
export async function publishShipmentChange(db: Executor, shipmentId: string): Promise<void> {
  const latestDriver = sql`(select ${assignmentTransactions.driverMemberId} from ${assignmentTransactions}
    where ${assignmentTransactions.shipmentId} = ${shipments.id}
    order by ${assignmentTransactions.transactionId} desc limit 1)`;
  await db.execute(sql`select pg_notify(${liveChannel}, json_build_object(
      'kind', 'shipment',
      'shipmentId', ${shipments.shipmentId},
      'carrierId', ${shipments.assignedCarrierId},
      'driverMemberId', ${latestDriver})::text)
    from ${shipments}
    where ${shipments.shipmentId} = ${shipmentId} and ${shipments.assignedCarrierId} is not null`);
}
