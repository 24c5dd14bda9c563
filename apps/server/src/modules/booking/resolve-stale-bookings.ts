import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { askSourceToConfirm } from './ask-source-to-confirm';
import type { BookingDecision } from './booking-decisions';
import { releaseBooking } from './release-booking';
import { settleBooking } from './settle-booking';
import { findSourceBookings, toConfirmationRequest, type ListedSourceBooking } from './source-booking-views';
import { lateAnswerLimitMs, type SourceCalls } from './source-calls';
import { sourceConfirmationUrl } from './source-confirmation-url';

/** At most this many stale bookings per pass, oldest first; the next pass takes the rest. */
export const staleBookingBatch = 100;

export type ResolvedBookings = { confirmed: number; withdrawn: number; released: number; waiting: number };

type Resolution = keyof ResolvedBookings;

/**
 * Resolves the bookings left PENDING past the wait of their buy (decision 035): a server that died
 * between reserving a load and settling it, a source that answered 202 and never decided, a failure to
 * settle. A source without a confirmation URL confirms at once, so its booking is confirmed now, as the
 * buy would have. A source with one is asked again once no call of the buy can still be running; its
 * decision settles the booking. A booking still undecided `booking.releaseUnconfirmedAfterMs` after it
 * was made is released: the load opens again. The member is told of every outcome. Several server
 * processes may run this at once: every outcome locks the booking and re-reads it first.
 */
export async function resolveStaleBookings(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  calls: SourceCalls,
  log: FastifyBaseLogger,
): Promise<ResolvedBookings> {
  const { sourceConfirmationTimeoutMs, releaseUnconfirmedAfterMs } = (await services.appConfig()).booking;
  const now = services.now().getTime();
  const stale = await findSourceBookings(
    services.db,
    and(eq(bookings.status, 'PENDING'), lt(bookings.createdAt, new Date(now - sourceConfirmationTimeoutMs))),
    staleBookingBatch,
  );
  const counts: ResolvedBookings = { confirmed: 0, withdrawn: 0, released: 0, waiting: 0 };
  for (const booking of stale) {
    const ageMs = now - Date.parse(booking.requestedAt);
    const resolution = await resolveOne(services, calls, log, booking, {
      ageMs,
      askTimeoutMs: sourceConfirmationTimeoutMs,
      releaseAfterMs: releaseUnconfirmedAfterMs,
    });
    counts[resolution] += 1;
  }
  return counts;
}

async function resolveOne(
  services: Pick<Services, 'db' | 'now'>,
  calls: SourceCalls,
  log: FastifyBaseLogger,
  booking: ListedSourceBooking,
  timing: { ageMs: number; askTimeoutMs: number; releaseAfterMs: number },
): Promise<Resolution> {
  const { ageMs, askTimeoutMs, releaseAfterMs } = timing;
  const context = {
    bookingId: booking.bookingId,
    loadId: booking.loadId,
    sourceSystem: booking.sourceSystem,
  };
  const url = await sourceConfirmationUrl(services.db, booking.sourceSystem);
  // The buy's own call may still be waiting for a late answer: asking again now would ask twice.
  if (url && ageMs < lateAnswerLimitMs) return 'waiting';
  const decision = url ? await askAgain(calls, log, url, booking, askTimeoutMs) : 'CONFIRMED';
  if (decision) {
    try {
      const settled = await settleBooking(services, booking.bookingId, decision, { tellMember: true });
      log.info({ ...context, status: settled.status }, 'stale booking settled');
      return settled.status === 'OK' ? 'confirmed' : 'withdrawn';
    } catch (error) {
      // Decided the other way meanwhile (another process released it, the source's route): nothing to do.
      if (error instanceof AppError && error.code === 'CONFLICT') return 'waiting';
      log.error({ ...context, err: error, decision }, 'stale booking could not be settled');
    }
  }
  if (ageMs < releaseAfterMs) return 'waiting';
  if (!(await releaseBooking(services, booking.bookingId))) return 'waiting';
  log.warn(context, 'booking released: its source did not confirm it in time');
  return 'released';
}

/** The source's decision on a booking asked again; null when it answers 202, fails or does not answer. */
async function askAgain(
  calls: SourceCalls,
  log: FastifyBaseLogger,
  url: string,
  booking: ListedSourceBooking,
  timeoutMs: number,
): Promise<BookingDecision | null> {
  try {
    // Waited for as long as a buy waits, so that a source that hangs holds a pass up for seconds only.
    return await calls.run((signal) =>
      askSourceToConfirm(
        url,
        toConfirmationRequest(booking),
        AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      ),
    );
  } catch (error) {
    log.warn(
      { bookingId: booking.bookingId, err: error },
      'no decision from the source system on a stale booking',
    );
    return null;
  }
}
