import { and, eq, sql } from 'drizzle-orm';
import { runInTransaction } from '../../db/run-in-transaction';
import { bookings } from '../../db/schema/bookings';
import { loadPostings } from '../../db/schema/loads';
import type { Services } from '../../platform/services';
import { bookResultOf } from './book-result';
import { tellMemberOfBooking } from './booking-notice';

/**
 * Gives up on a booking its source never decided (decision 035): in one transaction that locks the
 * booking, a booking still PENDING becomes REJECTED (`notConfirmed`), its posting opens again for every
 * carrier, and its member is told. Answers false when the booking was decided meanwhile (by its source,
 * or by another server process), and then changes nothing.
 */
export async function releaseBooking(
  services: Pick<Services, 'db' | 'now'>,
  bookingId: string,
): Promise<boolean> {
  return runInTransaction(services.db, async (tx) => {
    const [found] = await tx
      .select({ booking: bookings, loadId: loadPostings.loadId })
      .from(bookings)
      .innerJoin(loadPostings, eq(loadPostings.id, bookings.loadPostingId))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    if (!found || found.booking.status !== 'PENDING') return false;
    const { booking, loadId } = found;
    // The posting is this booking's reservation: the unique index of live bookings lets no other exist.
    await tx
      .update(loadPostings)
      .set({
        status: 'OPEN',
        bookedByCarrierId: null,
        bookedAt: null,
        version: sql`${loadPostings.version} + 1`,
      })
      .where(and(eq(loadPostings.id, booking.loadPostingId!), eq(loadPostings.status, 'BOOKED')));
    const answer = bookResultOf('notConfirmed', loadId);
    await tx
      .update(bookings)
      .set({ status: 'REJECTED', reason: answer.reason, message: answer.message, decidedAt: services.now() })
      .where(eq(bookings.id, bookingId));
    await tellMemberOfBooking(tx, {
      memberId: booking.memberId,
      loadId,
      reason: 'notConfirmed',
      shipmentId: null,
    });
    return true;
  });
}
