import { and, eq, sql } from 'drizzle-orm';
import { runInTransaction } from '../../db/run-in-transaction';
import { bookings } from '../../db/schema/bookings';
import { documents } from '../../db/schema/documents';
import { loadPostings } from '../../db/schema/loads';
import { shipments } from '../../db/schema/shipments';
import type { Services } from '../../platform/services';
import { findTermsAndConditions } from '../content/get-terms-and-conditions';
import { readBookedPostingParts } from './create-booked-shipment';
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
 * Renders, stores and lists the rate confirmation of an OK booking's shipment, once: the document is
 * inserted under a lock on the shipment's row after checking that none exists, and a file written for
 * nothing (the other one won, or the insert failed) is removed.
 */
export async function writeRateConfirmation(
  services: Pick<Services, 'db' | 'now' | 'fileStore'>,
  bookingId: string,
): Promise<RateConfirmationOutcome> {
  const { db } = services;
  const [found] = await db
    .select({
      posting: loadPostings,
      carrierId: bookings.carrierId,
      decidedAt: bookings.decidedAt,
      shipmentRowId: shipments.id,
      shipmentId: shipments.shipmentId,
      totalCostCents: shipments.totalCostCents,
      hasOne: sql<boolean>`${hasRateConfirmation(sql`${shipments.id}`)}`,
    })
    .from(bookings)
    .innerJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .innerJoin(loadPostings, eq(loadPostings.id, bookings.loadPostingId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'OK')));
  if (!found) return 'notBooked';
  if (found.hasOne) {
    await db.update(bookings).set({ rateConfirmationDueAt: null }).where(eq(bookings.id, bookingId));
    return 'exists';
  }
  const { posting } = found;
  const { stops, costItems, carrier } = await readBookedPostingParts(db, posting, found.carrierId);
  const terms = await findTermsAndConditions(db, posting.loadType, 'en');
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
    termsTitle: terms?.title ?? `${posting.loadType} terms and conditions`,
    bookedAt: posting.bookedAt ?? found.decidedAt ?? services.now(),
  };
  const pdf = await renderRateConfirmation(view);
  const storageKey = await services.fileStore.put(pdf, 'pdf');
  let outcome: RateConfirmationOutcome = 'exists';
  try {
    outcome = await runInTransaction(db, async (tx) => {
      const [shipment] = await tx
        .select({ hasOne: sql<boolean>`${hasRateConfirmation(sql`${shipments.id}`)}` })
        .from(shipments)
        .where(eq(shipments.id, found.shipmentRowId))
        .for('update');
      const done = () =>
        tx.update(bookings).set({ rateConfirmationDueAt: null }).where(eq(bookings.id, bookingId));
      if (shipment?.hasOne) {
        await done();
        return 'exists' as const;
      }
      await tx.insert(documents).values({
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
      });
      await done();
      return 'written' as const;
    });
  } finally {
    // A file nobody lists must not stay behind; a store that cannot delete it logs why.
    if (outcome !== 'written') await services.fileStore.delete(storageKey).catch(() => undefined);
  }
  return outcome;
}
