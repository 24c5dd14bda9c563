import { and, eq, sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { carriers } from '../../db/schema/carriers';
import { documents } from '../../db/schema/documents';
import { loadPostings } from '../../db/schema/loads';
import { shipments } from '../../db/schema/shipments';
import type { Services } from '../../platform/services';
import { termsTitleOf } from '../content/get-terms-and-conditions';
import { bookedPostingPartsFields, bookedPostingPartsOf } from './booked-posting-parts';
import { costItemsOf } from './create-booked-shipment';
import { renderRateConfirmation, type RateConfirmationView } from './rate-confirmation-pdf';

// The rate confirmation of a confirmed booking (decision 014), made after the booking's decision has
// committed (decision 054): rendering the PDF and storing it took most of the settling transaction,
// which held the booking's row lock and a pooled connection all along. The settling transaction sets
// `bookings.rate_confirmation_due_at`, the job's durable mark; listing the document clears it. The
// outbox's drain (drain-rate-confirmations.ts) claims each due one and calls this; whatever stops the
// job (a crash, the store failing), the mark is due again once the claim's lease runs out.

/** Whether the rate confirmation was written now, or was there already (another process, a repeat). */
export type RateConfirmationOutcome = 'written' | 'exists' | 'notBooked';

const hasRateConfirmation = (shipmentId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${documents} where ${documents.shipmentId} = ${shipmentId}
    and ${documents.documentType} = 'rateConfirmation')`;

/**
 * Renders, stores and lists the rate confirmation of an OK booking's shipment, once: none is drawn
 * when the shipment has one already, the marketplace's own is unique per shipment, and a file written
 * for nothing (another process listed one first, or the insert failed) is removed.
 */
export async function writeRateConfirmation(
  services: Pick<Services, 'db' | 'now' | 'fileStore'>,
  bookingId: string,
): Promise<RateConfirmationOutcome> {
  const { db } = services;
  const [found] = await db
    .select({
      posting: loadPostings,
      decidedAt: bookings.decidedAt,
      shipmentRowId: shipments.id,
      shipmentId: shipments.shipmentId,
      totalCostCents: shipments.totalCostCents,
      hasOne: sql<boolean>`${hasRateConfirmation(sql`${shipments.id}`)}`,
      termsTitle: termsTitleOf(loadPostings.loadType),
      ...bookedPostingPartsFields(loadPostings.id),
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .innerJoin(loadPostings, eq(loadPostings.id, bookings.loadPostingId))
    .innerJoin(carriers, eq(carriers.id, bookings.carrierId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'OK')));
  if (!found) return 'notBooked';
  if (found.hasOne) {
    await db.update(bookings).set({ rateConfirmationDueAt: null }).where(eq(bookings.id, bookingId));
    return 'exists';
  }
  const { posting } = found;
  const { stops, accessorials, carrier } = bookedPostingPartsOf(found);
  const costItems = costItemsOf(posting, accessorials);
  const view: RateConfirmationView = {
    loadId: posting.loadId,
    shipmentId: found.shipmentId,
    sourceSystem: posting.sourceSystem,
    loadType: posting.loadType,
    transportMode: posting.transportMode,
    totalDistance: posting.totalDistance,
    distanceUom: posting.distanceUom,
    totalWeight: posting.totalWeight,
    weightUom: posting.weightUom,
    carrier,
    stops,
    charges: costItems.map((item) => ({ description: item.description, cents: item.totalAmount })),
    totalCents: found.totalCostCents ?? 0,
    currency: posting.currency,
    termsTitle: found.termsTitle ?? `${posting.loadType} terms and conditions`,
    bookedAt: posting.bookedAt ?? found.decidedAt ?? services.now(),
  };
  const pdf = await renderRateConfirmation(view);
  const storageKey = await services.fileStore.put(pdf, 'pdf');
  const listing = db
    .insert(documents)
    .values({
      shipmentId: found.shipmentRowId,
      documentType: 'rateConfirmation',
      documentNumber: `RC-${found.shipmentId}`,
      displayName: `Rate confirmation ${posting.loadId}`,
      fileName: `rate-confirmation-${posting.loadId}.pdf`,
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.byteLength,
      storageKey,
      source: 'SYSTEM',
      metadata: { loadId: posting.loadId },
    })
    // Another process listed one meanwhile: documents_system_rate_confirmation_uq keeps it alone.
    .onConflictDoNothing({
      target: documents.shipmentId,
      where: sql`document_type = 'rateConfirmation' and source = 'SYSTEM'`,
    })
    .returning({ id: documents.id });
  let outcome: RateConfirmationOutcome = 'exists';
  try {
    // Listed and no longer due in one statement.
    const [listed] = await selectRows<{ written: number }>(
      db,
      sql`with listed as (${listing.getSQL()})
        update ${bookings} set rate_confirmation_due_at = null where ${eq(bookings.id, bookingId)}
        returning (select count(*) from listed)::int as written`,
    );
    if (listed?.written === 1) outcome = 'written';
  } finally {
    // A file nobody lists must not stay behind; a store that cannot delete it logs why.
    if (outcome !== 'written') await services.fileStore.delete(storageKey).catch(() => undefined);
  }
  return outcome;
}
