import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Executor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { loadPostings } from '../../db/schema/loads';
import { bookResultOf } from './book-result';
import type { BookingRequest } from './record-booking-answer';

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
 * Reserves a load for a booking in one statement: a conditional update closes the posting only while
 * it is still open at the very rate the user accepted, and the PENDING booking is inserted from what
 * it updated (one round trip, no transaction to open and commit, decision 054). Of any number of
 * concurrent reservations exactly one updates the row; the others wait for its lock, find the posting
 * booked and update, hence insert, nothing. Never a read followed by a write. Should the code above
 * ever let a second one through, the unique index of live bookings per posting refuses it, and that is
 * answered as taken too, never as a server error.
 */
export async function reserveLoad(db: Executor, request: ReserveLoadRequest): Promise<Reservation> {
  const close = db
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
  const pending = bookResultOf('confirmationPending', request.loadId);
  try {
    const [booking] = await selectRows<{ id: string }>(
      db,
      sql`with closed as (${close.getSQL()})
        insert into ${bookings} (member_id, carrier_id, load_posting_id, load_id, idempotency_key,
          amount_cents, currency, bin_rate_id, created_at, status, reason, message)
        select ${request.memberId}, ${request.carrierId}, closed.id, ${request.loadId},
          ${request.idempotencyKey}, ${request.amountCents}, ${request.currency}, ${request.binRateId},
          ${request.now.toISOString()}::timestamptz, 'PENDING', ${pending.reason}, ${pending.message}
        from closed
        returning id`,
    );
    return booking ? { outcome: 'reserved', bookingId: booking.id } : { outcome: 'taken' };
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    return constraint === memberKeyConstraint ? { outcome: 'duplicate' } : { outcome: 'taken' };
  }
}
