import type { AppConfig } from '../config';
import { missingPaperwork, type MissingPaperwork } from '../documents/paperwork';
import type { SourceScope } from '../source-scope';
import {
  paymentStageOf,
  paymentWaitReasonOf,
  type PaymentStage,
  type PaymentStageShipment,
  type PaymentWaitReason,
} from './payment-stage';
import { scheduledPaymentOf, type ScheduledPayment } from './payment-terms';

// The payment tracker of one shipment (issue 15 part 5, decision 047): its stage, and what the carrier
// reads at that stage: what is missing while it waits on them, the expected day once approved, the
// day and amount once paid, and the source's note (what a dispute is about).

export type PaymentTrackerShipment = SourceScope &
  PaymentStageShipment & {
    paymentStatusUpdatedAt: Date | null;
    paymentScheduledFor: string | null;
    paperworkCompletedAt: Date | null;
    paidAt: Date | null;
    paidAmountCents: number | null;
    paymentNote: string | null;
  };

export type PaymentTracker = {
  stage: PaymentStage;
  /** Why it waits on the carrier; null in the other stages. */
  waitReason: PaymentWaitReason | null;
  /** What is missing, with paperworkMissing only. */
  missing: MissingPaperwork | null;
  /** The day the paperwork was complete (Delivered With Paperwork), when known. */
  paperworkCompletedAt: Date | null;
  /** The expected payment, in the scheduled stage only. */
  scheduled: ScheduledPayment | null;
  /** When and how much was paid, in the paid stage only. */
  paidAt: Date | null;
  paidAmountCents: number | null;
  /** The source system's note, whatever the stage. */
  note: string | null;
};

/**
 * The tracker of a shipment from its row and the types of its documents (uploaded, made by the
 * provider or received from the source; the invoice is a createInvoice document).
 */
export function paymentTrackerOf(
  shipment: PaymentTrackerShipment,
  documentTypes: readonly string[],
  config: Pick<AppConfig, 'documents' | 'payments' | 'app'>,
): PaymentTracker {
  const stage = paymentStageOf(shipment);
  const waitReason = paymentWaitReasonOf(shipment, config);
  return {
    stage,
    waitReason,
    missing: waitReason === 'paperworkMissing' ? missingPaperwork(shipment, documentTypes, config) : null,
    paperworkCompletedAt: shipment.paperworkCompletedAt,
    scheduled: stage === 'scheduled' ? scheduledPaymentOf(shipment, config) : null,
    paidAt: stage === 'paid' ? shipment.paidAt : null,
    paidAmountCents: stage === 'paid' ? shipment.paidAmountCents : null,
    note: shipment.paymentNote,
  };
}
