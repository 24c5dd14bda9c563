import { and, eq } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { bookings, type BookingStatus } from '../../db/schema/bookings';
import { loadPostings } from '../../db/schema/loads';
import { findSourceBookings, type ListedSourceBooking } from '../booking/source-booking-views';

/** At most this many bookings per answer, oldest first: a source decides them and asks again. */
export const bookingListLimit = 500;

/**
 * GET /integration/v1/bookings?status=PENDING (decision 014): the bookings of a source system's own
 * postings in a status, oldest first; by default the PENDING ones it still has to decide, which is
 * how a source catches up after missing a push (a restart on either side, an error, a 202).
 */
export async function listPendingBookings(
  db: Executor,
  sourceSystem: SourceSystem,
  status: BookingStatus,
): Promise<{ bookings: Omit<ListedSourceBooking, 'sourceSystem'>[] }> {
  const listed = await findSourceBookings(
    db,
    and(eq(loadPostings.sourceSystem, sourceSystem), eq(bookings.status, status)),
    bookingListLimit,
  );
  return { bookings: listed.map(({ sourceSystem: _ignored, ...booking }) => booking) };
}
