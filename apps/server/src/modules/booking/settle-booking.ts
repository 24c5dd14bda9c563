import { and, eq, sql } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import { runInTransaction } from '../../db/run-in-transaction';
import { bookings } from '../../db/schema/bookings';
import { carriers } from '../../db/schema/carriers';
import { loadPostings } from '../../db/schema/loads';
import { shipments } from '../../db/schema/shipments';
import { conflict, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { bookResultOf } from './book-result';
import { bookedPostingPartsFields, bookedPostingPartsOf } from './booked-posting-parts';
import type { BookingDecision } from './booking-decisions';
import { tellMemberOfBooking } from './booking-notice';
import { createBookedShipment } from './create-booked-shipment';
import { recordSettledLaneRate } from '../lane-rates/record-settled-lane-rate';
import { rateConfirmationsDueChannel } from './drain-rate-confirmations';
import { message } from '../../platform/i18n';

/** A booking its source system has decided: OK with its shipment, or CANCELLED (withdrawn). */
export type SettledBooking = {
  bookingId: string;
  loadId: string;
  status: 'OK' | 'CANCELLED';
  reason: 'booked' | 'withdrawn';
  message: string;
  /** The readable id of the shipment an OK made; null when cancelled. */
  shipmentId: string | null;
};

export const bookingNotFoundMessage = message('booking.bookingNotFound');

const settledStatus = { CONFIRMED: 'OK', WITHDRAWN: 'CANCELLED' } as const;
const settledReason = { CONFIRMED: 'booked', WITHDRAWN: 'withdrawn' } as const;

/**
 * Applies a source system's decision on a PENDING booking, in one transaction that locks the booking:
 * CONFIRMED makes the shipment in Carrier Assigned and the booking OK, and its rate confirmation due
 * (its PDF is drawn apart, once this has committed: drain-rate-confirmations.ts);
 * WITHDRAWN takes the posting off the marketplace and cancels the booking. Deciding again the same way
 * answers the same (the push answer and the decision route may both arrive); deciding the other way
 * once decided is a CONFLICT. `sourceSystem` limits the booking to that system's own postings: any
 * other booking is NOT_FOUND, so the answer never tells that it exists. With `tellMember`, the member
 * gets a notification of the decision in the same transaction.
 */
export async function settleBooking(
  services: Pick<Services, 'db' | 'now'>,
  bookingId: string,
  decision: BookingDecision,
  options: {
    sourceSystem?: SourceSystem;
    /** The buy was answered before this decision (TIMEOUT or a crash): tell the member (decision 035). */
    tellMember?: boolean;
  } = {},
): Promise<SettledBooking> {
  return runInTransaction(services.db, async (tx) => {
    const now = services.now();
    // The posting's parts come along for the shipment a confirmation makes: one round trip less.
    const [found] = await tx
      .select({
        booking: bookings,
        posting: loadPostings,
        shipmentId: shipments.shipmentId,
        ...bookedPostingPartsFields(loadPostings.id),
      })
      .from(bookings)
      .innerJoin(loadPostings, eq(loadPostings.id, bookings.loadPostingId))
      .innerJoin(carriers, eq(carriers.id, bookings.carrierId))
      .leftJoin(shipments, eq(shipments.id, bookings.shipmentId))
      .where(
        and(
          eq(bookings.id, bookingId),
          options.sourceSystem ? eq(loadPostings.sourceSystem, options.sourceSystem) : undefined,
        ),
      )
      .for('update', { of: bookings });
    if (!found) throw notFound(bookingNotFoundMessage);
    const { booking, posting } = found;
    const settled = (shipmentId: string | null): SettledBooking => ({
      bookingId,
      loadId: posting.loadId,
      status: settledStatus[decision],
      reason: settledReason[decision],
      message: bookResultOf(settledReason[decision], posting.loadId).message,
      shipmentId,
    });
    const tellMember = async (answer: SettledBooking) => {
      if (!options.tellMember) return;
      const { reason, shipmentId } = answer;
      await tellMemberOfBooking(tx, {
        memberId: booking.memberId,
        loadId: posting.loadId,
        reason,
        shipmentId,
      });
    };

    if (booking.status !== 'PENDING') {
      const isSameDecision =
        booking.status === settledStatus[decision] && booking.reason === settledReason[decision];
      if (isSameDecision) return settled(found.shipmentId);
      throw conflict(
        message('booking.alreadySettled', { status: booking.status, decision: decision.toLowerCase() }),
      );
    }

    if (decision === 'WITHDRAWN') {
      await tx
        .update(loadPostings)
        .set({
          status: 'WITHDRAWN',
          withdrawnAt: now,
          bookedByCarrierId: null,
          bookedAt: null,
          version: sql`${loadPostings.version} + 1`,
        })
        .where(eq(loadPostings.id, posting.id));
      const answer = settled(null);
      await tx
        .update(bookings)
        .set({ status: 'CANCELLED', reason: answer.reason, message: answer.message, decidedAt: now })
        .where(eq(bookings.id, bookingId));
      await tellMember(answer);
      return answer;
    }

    const shipment = await createBookedShipment(tx, posting, bookedPostingPartsOf(found), now);
    // What the load paid joins its lane's rate history (decision 058).
    await recordSettledLaneRate(tx, {
      shipmentId: shipment.id,
      carrierId: booking.carrierId,
      posting,
      settledAt: now,
    });
    const answer = settled(shipment.shipmentId);
    const confirm = tx
      .update(bookings)
      .set({
        status: 'OK',
        reason: answer.reason,
        message: answer.message,
        shipmentId: shipment.id,
        decidedAt: now,
        rateConfirmationDueAt: now,
      })
      .where(eq(bookings.id, bookingId));
    // The rate confirmation is now due: its outbox's drain hears of it once this commits (decision 054).
    await tx.execute(
      sql`with confirmed as (${confirm.getSQL()}) select pg_notify(${rateConfirmationsDueChannel}, '')`,
    );
    await tellMember(answer);
    return answer;
  });
}
