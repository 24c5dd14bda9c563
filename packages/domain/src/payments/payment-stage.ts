import type { AppConfig } from '../config';
import { requiredPaperworkTypes } from '../documents/paperwork';
import type { PaymentStatus } from '../shipment-states';
import type { SourceScope } from '../source-scope';

// Where a shipment's money is (issue 15 part 5, decision 044, decision 047), from its state and the
// payment status its source system sets: the four stages of the payment tracker, in the order the
// carrier-wide view lists them (what needs action first). The server's SQL writes the same rule
// (payments/payment-stage-sql.ts) and a test keeps them equal.

export const paymentStages = ['waitingOnYou', 'waitingOnProvider', 'scheduled', 'paid'] as const;
export type PaymentStage = (typeof paymentStages)[number];

/**
 * Why a load waits on the carrier: the trip is not done; required documents or the invoice are
 * missing; the source keeps the paperwork in its own system and has not said it is in; or the source
 * disputes it (its note says why).
 */
export const paymentWaitReasons = [
  'disputed',
  'paperworkMissing',
  'paperworkNotReceived',
  'tripNotDone',
] as const;
export type PaymentWaitReason = (typeof paymentWaitReasons)[number];

export type PaymentStageShipment = { shipmentState: string; paymentStatus: PaymentStatus | null };

/** The states of a delivered shipment: its trip is done. */
const deliveredStates: readonly string[] = ['DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK'];

export function isDeliveredState(shipmentState: string): boolean {
  return deliveredStates.includes(shipmentState);
}

/**
 * The stage: the source's payment status decides once it is past NOT_INVOICED (PAID, APPROVED,
 * DISPUTED, INVOICED); before that, a shipment whose paperwork is in (Delivered With Paperwork) waits
 * on the provider, and any other waits on the carrier.
 */
export function paymentStageOf(shipment: PaymentStageShipment): PaymentStage {
  switch (shipment.paymentStatus) {
    case 'PAID':
      return 'paid';
    case 'APPROVED':
      return 'scheduled';
    case 'DISPUTED':
      return 'waitingOnYou';
    case 'INVOICED':
      return 'waitingOnProvider';
    default:
      return shipment.shipmentState === 'DELIVERED_WITH_PPWK' ? 'waitingOnProvider' : 'waitingOnYou';
  }
}

/** Why a shipment waits on the carrier; null when it is in another stage. */
export function paymentWaitReasonOf(
  shipment: PaymentStageShipment & SourceScope,
  config: Pick<AppConfig, 'documents'>,
): PaymentWaitReason | null {
  if (paymentStageOf(shipment) !== 'waitingOnYou') return null;
  if (shipment.paymentStatus === 'DISPUTED') return 'disputed';
  if (!isDeliveredState(shipment.shipmentState)) return 'tripNotDone';
  return requiredPaperworkTypes(shipment, config) === null ? 'paperworkNotReceived' : 'paperworkMissing';
}
