import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { bookings } from '../../db/schema/bookings';
import { loadPostings } from '../../db/schema/loads';
import { bookResultOf } from './book-result';
import { bookingRowOf, type BookingRequest } from './record-booking-answer';

export type ReserveLoadRequest = BookingRequest & {
  loadPostingId: string;
  lineHaulCents: number | null;
  fuelCents: number | null;
};

export type Reservation =
  /** The load is this booking's now, PENDING until its source system confirms it. */
  | { outcome: 'reserved'; bookingId: string }
  /** Another booking got the load first, or its rate or status changed since it was read. */
  | { outcome: 'taken' }
  /** The member's idempotency key was taken meanwhile by a twin request: answer what it answers. */
  | { outcome: 'duplicate' };

const memberKeyConstraint = 'bookings_member_idempotency_key_uq';

const isSameAs = (column: AnyPgColumn, value: number | null): SQL =>
  sql`${column} is not distinct from ${value}`;

/** The constraint a unique violation (SQLSTATE 23505) broke; drivers and Drizzle nest the error. */
function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Reserves a load for a booking in one short transaction: a conditional update closes the posting
 * only while it is still open at the very rate the user accepted, then the PENDING booking is
 * inserted. Of any number of concurrent reservations exactly one updates the row; the others wait for
 * its lock, find the posting booked and update nothing. Never a read followed by a write. Should the
 * code above ever let a second one through, the unique index of live bookings per posting refuses it,
 * and that is answered as taken too, never as a server error.
 */
export async function reserveLoad(db: Executor, request: ReserveLoadRequest): Promise<Reservation> {
  try {
    return await runInTransaction(db, async (tx) => {
      const [closed] = await tx
        .update(loadPostings)
        .set({
          status: 'BOOKED',
          bookedByCarrierId: request.carrierId,
          bookedAt: request.now,
          version: sql`${loadPostings.version} + 1`,
        })
        .where(
          and(
            eq(loadPostings.id, request.loadPostingId),
            eq(loadPostings.status, 'OPEN'),
            eq(loadPostings.buyAllowed, true),
            sql`coalesce(${loadPostings.binRateId}, '') = ${request.binRateId}`,
            eq(loadPostings.totalChargeCents, request.amountCents),
            eq(loadPostings.currency, request.currency),
            isSameAs(loadPostings.lineHaulCents, request.lineHaulCents),
            isSameAs(loadPostings.fuelCents, request.fuelCents),
          ),
        )
        .returning({ id: loadPostings.id });
      if (!closed) return { outcome: 'taken' } as const;
      const [booking] = await tx
        .insert(bookings)
        .values({
          ...bookingRowOf(request),
          status: 'PENDING',
          reason: 'confirmationPending',
          message: bookResultOf('confirmationPending', request.loadId).message,
        })
        .returning({ id: bookings.id });
      return { outcome: 'reserved', bookingId: booking!.id } as const;
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    return constraint === memberKeyConstraint ? { outcome: 'duplicate' } : { outcome: 'taken' };
  }
}
