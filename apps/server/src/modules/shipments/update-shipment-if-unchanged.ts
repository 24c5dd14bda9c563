import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { shipments } from '../../db/schema/shipments';
import type { ShipmentRow } from './find-caller-shipment';
import { publishShipmentChange } from './publish-shipment-change';

/**
 * Writes the shipment and moves its version on, only while its state and version are still those the
 * request read: of concurrent requests that read the same row, one writes it and the others (PostgreSQL
 * re-reads the row once the winner commits) find nothing to write. Answers the row as written, or
 * null for a loser, which then says why and changes nothing. Never a read then a blind write. The
 * open live streams hear of the change at the commit (decision 061).
 */
export async function updateShipmentIfUnchanged(
  tx: Transaction,
  read: Pick<ShipmentRow, 'id' | 'shipmentState' | 'version'>,
  values: Partial<Omit<typeof shipments.$inferInsert, 'id' | 'version'>>,
): Promise<ShipmentRow | null> {
  const [written] = await tx
    .update(shipments)
    .set({ ...values, version: sql`${shipments.version} + 1` })
    .where(
      and(
        eq(shipments.id, read.id),
        eq(shipments.shipmentState, read.shipmentState),
        eq(shipments.version, read.version),
      ),
    )
    .returning();
  if (!written) return null;
  await publishShipmentChange(tx, written.shipmentId);
  return written;
}
