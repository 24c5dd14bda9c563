import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';

/**
 * carrierSettings.carrierInvoiceExists (D1-3.14, D2-4.59): the carrier's invoice record exists with the
 * provider, which may then prepare its invoices. Read at each call, as getUserDetails answers it.
 */
export async function hasCarrierInvoice(db: Executor, carrierId: string): Promise<boolean> {
  const [carrier] = await db
    .select({ settings: carriers.settings })
    .from(carriers)
    .where(eq(carriers.id, carrierId));
  return carrier?.settings.carrierInvoiceExists === true;
}
