import type { ComponentType } from 'react';
import type { MyLoadCardAction } from '@freight/domain/my-loads/card-buttons';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { AssignDriverFlow } from '../driver-assignment/components/assign-driver-flow';
import { UnassignDriverFlow } from '../driver-assignment/components/unassign-driver-flow';
import { CheckPaymentStatusFlow } from '../payments/components/check-payment-status-flow';
import { SubmitInvoiceFlow } from '../invoices/components/submit-invoice-flow';
import type { MyLoadShipment } from './api/my-load-shipment-fields';
import { AcceptTenderFlow } from './tenders/components/accept-tender-flow';
import { DeclineTenderFlow } from './tenders/components/decline-tender-flow';

// The one extension point of the My Loads cards: the buttons whose flows arrive with later work
// (tenders: Accept and Decline; driver assignment: Assign Driver and Un-Assign Driver; documents:
// Submit Invoice and Check Payment Status). The domain decides which buttons a card has
// (myLoadCardButtons); a button of this kind is drawn only once its flow is registered here, so no card
// offers an action that does nothing. The others (Contact Us, See Details, View Load, Start Trip,
// Update, Reload) are handled by the card itself.

export type PluggableCardAction = Extract<
  MyLoadCardAction,
  'accept' | 'decline' | 'assignDriver' | 'unassignDriver' | 'submitInvoice' | 'checkPaymentStatus'
>;

export const pluggableCardActions: readonly PluggableCardAction[] = [
  'accept',
  'decline',
  'assignDriver',
  'unassignDriver',
  'submitInvoice',
  'checkPaymentStatus',
];

export function isPluggableCardAction(action: MyLoadCardAction): action is PluggableCardAction {
  return (pluggableCardActions as readonly string[]).includes(action);
}

export type CardActionFlowProps = {
  shipment: MyLoadShipment;
  /** The list the card is in (the module of D2-2.10). */
  module: MyLoadBucket;
  /** Closes the flow with nothing changed. */
  onClose: () => void;
  /** Closes the flow after it changed the shipment: the lists and their counts are fetched again. */
  onDone: () => void;
};

/** A flow is a component the list renders while it runs: typically a dialog, open from its mount. */
export type CardActionHandlers = Partial<Record<PluggableCardAction, ComponentType<CardActionFlowProps>>>;

/** The flows registered so far; each later flow adds its entry here. */
export const cardActionHandlers: CardActionHandlers = {
  accept: AcceptTenderFlow,
  decline: DeclineTenderFlow,
  assignDriver: AssignDriverFlow,
  unassignDriver: UnassignDriverFlow,
  checkPaymentStatus: CheckPaymentStatusFlow,
  submitInvoice: SubmitInvoiceFlow,
};
