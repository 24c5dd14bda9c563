import { eq } from 'drizzle-orm';
import { paymentStageOf, type PaymentStage } from '@freight/domain/payments/payment-stage';
import type { Transaction } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { message, type Message } from '../../platform/i18n';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { notifyMember } from '../notifications/notify-member';
import { shipmentAudience } from '../notifications/shipment-audience';

// The payment tracker's notices (decision 047): each change of where a load's money is tells the people
// who run the carrier's money, in the transaction of the change.

async function loadIdOf(tx: Transaction, shipment: ShipmentRow): Promise<string> {
  if (!shipment.loadPostingId) return shipment.shipmentId;
  const [posting] = await tx
    .select({ loadId: loadPostings.loadId })
    .from(loadPostings)
    .where(eq(loadPostings.id, shipment.loadPostingId));
  return posting?.loadId ?? shipment.shipmentId;
}

/** A day (YYYY-MM-DD) as a catalogue value: its UTC midnight, which the catalogue writes in UTC. */
const dayValue = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** What the notice says of the stage; amounts never (the Leased owner-operator does not see rates, D2-6.01). */
function bodyOf(stage: PaymentStage, shipment: ShipmentRow, loadId: string): Message {
  switch (stage) {
    case 'waitingOnYou':
      if (shipment.paymentStatus !== 'DISPUTED')
        return message('messages:paymentNotices.paperworkBody', { loadId });
      return shipment.paymentNote
        ? message('messages:paymentNotices.disputedNoteBody', { loadId, note: shipment.paymentNote })
        : message('messages:paymentNotices.disputedBody', { loadId });
    case 'waitingOnProvider':
      return message('messages:paymentNotices.reviewBody', { loadId });
    case 'scheduled':
      return shipment.paymentScheduledFor
        ? message('messages:paymentNotices.scheduledOnBody', {
            loadId,
            payOn: dayValue(shipment.paymentScheduledFor),
          })
        : message('messages:paymentNotices.scheduledBody', { loadId });
    case 'paid':
      return message('messages:paymentNotices.paidBody', { loadId });
  }
}

/**
 * Writes, in the change's transaction, one PAYMENT notification per active dispatcher of the
 * shipment's carrier, and for the owner-operator who booked it, saying the stage the shipment's
 * payment is now in, with a link to the load. Call it after the change is written, with the row as
 * written; a caller that changed nothing does not call it.
 */
export async function notifyPaymentStage(tx: Transaction, shipment: ShipmentRow): Promise<void> {
  const stage = paymentStageOf(shipment);
  const recipients = await shipmentAudience(tx, shipment);
  if (recipients.length === 0) return;
  const loadId = await loadIdOf(tx, shipment);
  const title = message(`messages:paymentNotices.titles.${stage}`, { loadId });
  const body = bodyOf(stage, shipment, loadId);
  for (const memberId of recipients) {
    await notifyMember(tx, {
      memberId,
      type: 'PAYMENT',
      title,
      body,
      shipmentId: shipment.shipmentId,
      deepLinkUri: `/carrier/app/MyLoad?shipmentId=${shipment.shipmentId}`,
    });
  }
}
