import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { isBookResultReason } from '@freight/domain/book-result-reasons';
import type { BookResult } from '@freight/domain/booking';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { shipments } from '../../db/schema/shipments';
import { badInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { bookResultOf } from './book-result';
import { isRefusedStatus } from './record-booking-answer';
import { message } from '../../platform/i18n';

export const idempotencyKeyReusedMessage = message('booking.idempotencyKeyReused');

const pollEveryMs = 100;

type StoredBooking = {
  id: string;
  loadId: string;
  status: string;
  reason: string;
  message: string;
  hold: string | null;
  createdAt: Date;
  shipmentId: string | null;
};

async function findBooking(db: Executor, memberId: string, idempotencyKey: string) {
  const [found] = await db
    .select({
      id: bookings.id,
      loadId: bookings.loadId,
      status: bookings.status,
      reason: bookings.reason,
      message: bookings.message,
      hold: bookings.hold,
      createdAt: bookings.createdAt,
      shipmentId: shipments.shipmentId,
    })
    .from(bookings)
    .leftJoin(shipments, eq(shipments.id, bookings.shipmentId))
    .where(and(eq(bookings.memberId, memberId), eq(bookings.idempotencyKey, idempotencyKey)));
  return found ?? null;
}

function answerOf(booking: StoredBooking): BookResult {
  if (booking.status === 'OK') {
    return bookResultOf('booked', booking.loadId, {
      shipmentIds: booking.shipmentId ? [booking.shipmentId] : [],
    });
  }
  if (isRefusedStatus(booking.status) && isBookResultReason(booking.reason)) {
    return {
      status: booking.status,
      reason: booking.reason,
      message: booking.message,
      loadId: booking.loadId,
      shipmentIds: [],
      hold: booking.hold,
    };
  }
  return bookResultOf('confirmationPending', booking.loadId);
}

/**
 * The answer already given to this member's idempotency key, or null for a new key. A double click
 * sends the same key twice: the second request answers the first one's result and books nothing. While
 * the first request is still waiting for its source system (PENDING), the second waits as long as
 * the first may, so that both answer alike. A key used before for another load is refused.
 */
export async function replayBooking(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  memberId: string,
  request: { idempotencyKey: string; loadId: string },
): Promise<BookResult | null> {
  let booking = await findBooking(services.db, memberId, request.idempotencyKey);
  if (!booking) return null;
  if (booking.loadId !== request.loadId) {
    throw badInput(idempotencyKeyReusedMessage, { idempotencyKey: idempotencyKeyReusedMessage });
  }
  if (booking.status === 'PENDING') {
    const { sourceConfirmationTimeoutMs } = (await services.appConfig()).booking;
    const deadline =
      Date.now() + booking.createdAt.getTime() + sourceConfirmationTimeoutMs - services.now().getTime();
    while (booking.status === 'PENDING' && Date.now() < deadline) {
      await sleep(Math.min(pollEveryMs, Math.max(0, deadline - Date.now())));
      booking = (await findBooking(services.db, memberId, request.idempotencyKey)) ?? booking;
    }
  }
  return answerOf(booking);
}
