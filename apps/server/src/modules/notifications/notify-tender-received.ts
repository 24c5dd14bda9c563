import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shipments } from '../../db/schema/shipments';
import { message } from '../../platform/i18n';
import { notifyMembers, shipmentDeepLink } from './notify-member';
import { loadIdOf, shipmentAudience } from './shipment-audience';

/**
 * Tells the carrier's dispatchers (and the owner-operator who booked it) that a source system tendered
 * them a shipment (decision 057), once per shipment and member however often the source sends it
 * again. Call it once the tender is written; a shipment not TENDERED (imported further on) tells no one.
 * Answers how many were told.
 */
export async function notifyTenderReceived(db: Executor, shipmentId: string): Promise<number> {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
  if (!shipment || shipment.shipmentState !== 'TENDERED') return 0;
  const loadId = await loadIdOf(db, shipment);
  const audience = await shipmentAudience(db, shipment);
  // One statement for every recipient: a carrier with many dispatchers costs one commit.
  return notifyMembers(db, audience, {
    type: 'TENDER',
    title: message('messages:shipmentNotices.titles.TENDER', { loadId }),
    body: message('messages:shipmentNotices.bodies.TENDER', { loadId }),
    shipmentId: shipment.shipmentId,
    deepLinkUri: shipmentDeepLink(shipment.shipmentId),
    eventKey: `tender:${shipment.shipmentId}`,
  });
}
