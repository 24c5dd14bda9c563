import { and, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@freight/domain/shipment-states';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { shipments } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';

export type SetPaymentStatusResult = { shipmentId: string; paymentStatus: PaymentStatus; version: number };

/** Records where a shipment's payment stands (D2-6 "check payment status"); only its own source system may. */
export async function setPaymentStatus(
  db: Executor,
  sourceSystem: SourceSystem,
  shipmentId: string,
  paymentStatus: PaymentStatus,
  now: Date,
): Promise<SetPaymentStatusResult> {
  // One statement: nothing to read first, so no transaction needed.
  const [updated] = await db
    .update(shipments)
    .set({ paymentStatus, paymentStatusUpdatedAt: now, version: sql`${shipments.version} + 1` })
    .where(and(eq(shipments.shipmentId, shipmentId), eq(shipments.sourceSystem, sourceSystem)))
    .returning({ version: shipments.version });
  if (!updated) throw notFound(message('integration.shipmentNotFound', { shipmentId }));
  return { shipmentId, paymentStatus, version: updated.version };
}
