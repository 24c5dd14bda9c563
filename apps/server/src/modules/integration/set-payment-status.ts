import { and, eq } from 'drizzle-orm';
import { requiredPaperworkTypes } from '@freight/domain/documents/paperwork';
import { formatCents } from '@freight/domain/money';
import { isDeliveredState } from '@freight/domain/payments/payment-stage';
import type { PaymentStatus, ShipmentState } from '@freight/domain/shipment-states';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { shipments } from '../../db/schema/index';
import { badInput, conflict, notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { notifyPaymentStage } from '../payments/notify-payment-stage';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { updateShipmentIfUnchanged } from '../shipments/update-shipment-if-unchanged';
import type { PaymentStatusInput } from './integration.schemas';

export type SetPaymentStatusResult = {
  shipmentId: string;
  shipmentState: ShipmentState;
  paymentStatus: PaymentStatus;
  scheduledFor: string | null;
  paidAt: string | null;
  /** Decimal text in `currency`. */
  paidAmount: string | null;
  currency: string;
  note: string | null;
  /** False when the call repeated what was recorded: nothing was written and nobody was told. */
  isChanged: boolean;
  version: number;
};

/** A source's clock may run a little ahead of ours; a payment later than that is refused. */
const paidAtToleranceMs = 5 * 60_000;

type PaymentFields = Pick<
  ShipmentRow,
  'paymentStatus' | 'paymentScheduledFor' | 'paidAt' | 'paidAmountCents' | 'paymentNote'
>;

/** The shipment of this source, locked until the transaction ends; NOT_FOUND for any other. */
async function lockSourceShipment(
  tx: Transaction,
  sourceSystem: SourceSystem,
  shipmentId: string,
): Promise<ShipmentRow> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.shipmentId, shipmentId), eq(shipments.sourceSystem, sourceSystem)))
    .for('no key update');
  if (!row) throw notFound(message('integration.shipmentNotFound', { shipmentId }));
  return row;
}

/**
 * What the call records: every field of the payment is the call's (a PUT), except that a PAID without
 * `paidAt` keeps the time already recorded for this payment (so a retry changes nothing), else now,
 * and a PAID without `paidAmount` takes the shipment's total.
 */
function paymentFieldsOf(input: PaymentStatusInput, shipment: ShipmentRow, now: Date): PaymentFields {
  const isPaid = input.paymentStatus === 'PAID';
  const wasPaid = shipment.paymentStatus === 'PAID';
  const paidAmountCents = isPaid ? (input.paidAmount ?? shipment.totalCostCents) : null;
  if (isPaid && paidAmountCents === null)
    throw badInput(message('invalidInput'), {
      paidAmount: message('payments.paidAmountRequired', { shipmentId: shipment.shipmentId }),
    });
  return {
    paymentStatus: input.paymentStatus,
    paymentScheduledFor: input.paymentStatus === 'APPROVED' ? (input.scheduledFor ?? null) : null,
    paidAt: isPaid ? (input.paidAt ?? (wasPaid ? shipment.paidAt : null) ?? now) : null,
    paidAmountCents,
    paymentNote: input.note || null,
  };
}

function isSamePayment(a: PaymentFields, b: PaymentFields): boolean {
  return (
    a.paymentStatus === b.paymentStatus &&
    a.paymentScheduledFor === b.paymentScheduledFor &&
    (a.paidAt?.getTime() ?? null) === (b.paidAt?.getTime() ?? null) &&
    a.paidAmountCents === b.paidAmountCents &&
    a.paymentNote === b.paymentNote
  );
}

function toResult(shipment: ShipmentRow, isChanged: boolean): SetPaymentStatusResult {
  return {
    shipmentId: shipment.shipmentId,
    shipmentState: shipment.shipmentState,
    paymentStatus: shipment.paymentStatus ?? 'NOT_INVOICED',
    scheduledFor: shipment.paymentScheduledFor,
    paidAt: shipment.paidAt?.toISOString() ?? null,
    paidAmount: shipment.paidAmountCents === null ? null : formatCents(shipment.paidAmountCents),
    currency: shipment.costCurrency,
    note: shipment.paymentNote,
    isChanged,
    version: shipment.version,
  };
}

/**
 * Records where a shipment's payment stands (D2-6.10, D2-6.12 "check payment status"; decisions 044
 * and 047); only the shipment's own source system may, any other is answered as for an unknown id.
 * A status past NOT_INVOICED needs a delivered shipment (CONFLICT before). A source that keeps the
 * paperwork itself (no documents.requiredTypes entry) thereby says it is in: a Delivered Needs
 * Paperwork shipment moves to Delivered With Paperwork. Each change tells the carrier's dispatchers
 * (notifyPaymentStage) in its transaction; a call that repeats what is recorded writes nothing and
 * tells nobody, so a source may retry safely.
 */
export async function setPaymentStatus(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  sourceSystem: SourceSystem,
  shipmentId: string,
  input: PaymentStatusInput,
): Promise<SetPaymentStatusResult> {
  const now = services.now();
  if (input.paidAt && input.paidAt.getTime() > now.getTime() + paidAtToleranceMs)
    throw badInput(message('invalidInput'), { paidAt: message('payments.paidAtFuture') });
  const config = await services.appConfig();
  return runInTransaction(services.db, async (tx) => {
    const shipment = await lockSourceShipment(tx, sourceSystem, shipmentId);
    if (input.paymentStatus !== 'NOT_INVOICED' && !isDeliveredState(shipment.shipmentState))
      throw conflict(message('payments.notDelivered', { shipmentId: shipment.shipmentId }));
    const payment = paymentFieldsOf(input, shipment, now);
    if (isSamePayment(payment, shipment)) return toResult(shipment, false);

    const isPaperworkInAtSource =
      shipment.shipmentState === 'DELIVERED_NEEDS_PPWK' &&
      payment.paymentStatus !== 'NOT_INVOICED' &&
      requiredPaperworkTypes(shipment, config) === null;
    const written = await updateShipmentIfUnchanged(tx, shipment, {
      ...payment,
      // The day of an approval counts the terms from it: only a new status moves it.
      paymentStatusUpdatedAt:
        payment.paymentStatus === shipment.paymentStatus ? shipment.paymentStatusUpdatedAt : now,
      ...(isPaperworkInAtSource
        ? {
            shipmentState: 'DELIVERED_WITH_PPWK' as const,
            paperworkCompletedAt: now,
            documentStatus: 'RECEIVED',
            invoiceCreatedAt: shipment.invoiceCreatedAt ?? now,
          }
        : {}),
    });
    // The row is locked: nothing else can have moved it since it was read.
    if (!written) throw new Error(`shipment ${shipment.shipmentId} changed under its lock`);
    await notifyPaymentStage(tx, written);
    return toResult(written, true);
  });
}
