import type { PaymentTracker } from '../../generated/graphql';
import { and, eq } from 'drizzle-orm';
import { formatCents } from '@freight/domain/money';
import { hasPermission } from '@freight/domain/permissions';
import { paymentTrackerOf } from '@freight/domain/payments/payment-tracker';
import type { Executor } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { isPermissionSwitchedOn } from '../../platform/access';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { findCallerShipment } from '../shipments/find-caller-shipment';

export type PaymentTrackerView = PaymentTracker;

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** The types of the shipment's own documents (a dray route's related documents are another shipment's). */
async function documentTypesOf(db: Executor, shipmentUuid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ documentType: documents.documentType })
    .from(documents)
    .where(and(eq(documents.shipmentId, shipmentUuid), eq(documents.isRelated, false)));
  return rows.map((row) => row.documentType);
}

/**
 * getPaymentTracker (decision 047): where the money of one load of the caller's carrier is, for the
 * roles that see its payment status (D2-6.10, D2-6.12); a driver finds only the loads assigned to
 * them (D2-6.02). Null for an unknown id, another carrier's load or a colleague's, alike. Amounts are
 * Rate Details (D2-6.01): for the roles that may see rates while the rate-details flag is on; the
 * stage, what is missing, the days and the provider's note (about the paperwork, which drivers fix)
 * are for every role that sees the tracker.
 */
export async function getPaymentTracker(
  services: Pick<Services, 'db' | 'appConfig' | 'featureFlags'>,
  caller: Caller,
  shipmentId: string,
): Promise<PaymentTrackerView | null> {
  const found = await findCallerShipment(services.db, caller, shipmentId);
  if (!found) return null;
  const { shipment, loadId } = found;
  const [config, features, presentTypes] = await Promise.all([
    services.appConfig(),
    services.featureFlags(),
    documentTypesOf(services.db, shipment.id),
  ]);
  const tracker = paymentTrackerOf(shipment, presentTypes, config);
  const showsAmounts =
    hasPermission(caller.roles, 'loads.rateDetails') && isPermissionSwitchedOn('loads.rateDetails', features);
  return {
    shipmentId: shipment.shipmentId,
    loadId,
    shipmentState: shipment.shipmentState,
    stage: tracker.stage,
    waitReason: tracker.waitReason,
    missingDocuments: tracker.missing?.documents ?? [],
    isInvoiceMissing: tracker.missing?.invoice ?? false,
    paperworkCompletedAt: tracker.paperworkCompletedAt?.toISOString() ?? null,
    expectedPaymentDate: tracker.scheduled?.expectedOn ?? null,
    isExpectedDateFromProvider: tracker.scheduled?.isFromSource ?? null,
    paidAt: tracker.paidAt?.toISOString() ?? null,
    paidAmount: showsAmounts ? money(tracker.paidAmountCents) : null,
    totalAmount: showsAmounts ? money(shipment.totalCostCents) : null,
    currency: shipment.costCurrency,
    note: tracker.note,
  };
}
