import type { BookResult } from '@freight/domain/booking';
import type { Executor } from '../../db/client';
import { bookings, type BookingStatus } from '../../db/schema/bookings';

/** Who asked to book what, at which rate: the columns every booking row starts from. */
export type BookingRequest = {
  memberId: string;
  carrierId: string;
  loadId: string;
  /** Null when no posting has the load id. */
  loadPostingId: string | null;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  binRateId: string;
  now: Date;
};

export type RefusedStatus = Extract<BookingStatus, 'REJECTED' | 'ON_HOLD' | 'CANCELLED'>;

export function isRefusedStatus(status: string): status is RefusedStatus {
  return status === 'REJECTED' || status === 'ON_HOLD' || status === 'CANCELLED';
}

/** The columns of a booking row for a request. */
export function bookingRowOf(request: BookingRequest) {
  return {
    memberId: request.memberId,
    carrierId: request.carrierId,
    loadId: request.loadId,
    loadPostingId: request.loadPostingId,
    idempotencyKey: request.idempotencyKey,
    amountCents: request.amountCents,
    currency: request.currency,
    binRateId: request.binRateId,
    createdAt: request.now,
  };
}

/**
 * Stores a refused booking (REJECTED, ON_HOLD, CANCELLED) with its answer, so that the same
 * idempotency key answers the same again. One statement. Answers false when the member's key is
 * already taken by another request (a double click that got there first): that request's answer is
 * the one to give.
 */
export async function recordBookingAnswer(
  db: Executor,
  request: BookingRequest,
  answer: BookResult,
): Promise<boolean> {
  if (!isRefusedStatus(answer.status)) throw new Error(`Not a refusal: ${answer.status}`);
  const inserted = await db
    .insert(bookings)
    .values({
      ...bookingRowOf(request),
      status: answer.status,
      reason: answer.reason,
      message: answer.message,
      hold: answer.hold,
      decidedAt: request.now,
    })
    .onConflictDoNothing({ target: [bookings.memberId, bookings.idempotencyKey] })
    .returning({ id: bookings.id });
  return inserted.length > 0;
}
