import { asc, eq, type SQL } from 'drizzle-orm';
import { formatCents } from '@freight/domain/money';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { bookings, type BookingStatus } from '../../db/schema/bookings';
import { carriers } from '../../db/schema/carriers';
import { loadPostings } from '../../db/schema/loads';

/** A booking as its source system is told about it (decision 014): the push and the pending list. */
export type SourceBookingView = {
  bookingId: string;
  loadId: string;
  sourceReference: string;
  carrier: { commonCarrierId: string; name: string; scac: string | null };
  /** The total charge accepted, decimal text. */
  amount: string;
  currency: string;
  binRateId: string;
};

export type ListedSourceBooking = SourceBookingView & {
  sourceSystem: SourceSystem;
  status: BookingStatus;
  requestedAt: string;
};

/** Bookings of postings, oldest first, as their source systems see them. */
export async function findSourceBookings(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<ListedSourceBooking[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      loadId: loadPostings.loadId,
      sourceSystem: loadPostings.sourceSystem,
      sourceReference: loadPostings.sourceReference,
      commonCarrierId: carriers.commonCarrierId,
      carrierName: carriers.name,
      scac: carriers.scac,
      amountCents: bookings.amountCents,
      currency: bookings.currency,
      binRateId: bookings.binRateId,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(loadPostings, eq(loadPostings.id, bookings.loadPostingId))
    .innerJoin(carriers, eq(carriers.id, bookings.carrierId))
    .where(where)
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(limit);
  return rows.map((row) => ({
    bookingId: row.bookingId,
    loadId: row.loadId,
    sourceSystem: row.sourceSystem,
    sourceReference: row.sourceReference,
    carrier: { commonCarrierId: row.commonCarrierId, name: row.carrierName, scac: row.scac },
    amount: formatCents(row.amountCents),
    currency: row.currency,
    binRateId: row.binRateId,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
  }));
}

/** What is pushed to a source system's confirmation URL: the view alone, without list fields. */
export function toConfirmationRequest(booking: ListedSourceBooking): SourceBookingView {
  return {
    bookingId: booking.bookingId,
    loadId: booking.loadId,
    sourceReference: booking.sourceReference,
    carrier: booking.carrier,
    amount: booking.amount,
    currency: booking.currency,
    binRateId: booking.binRateId,
  };
}
