import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SourceSystem } from '@freight/domain/source-systems';
import { bookings } from '../../db/schema/bookings';
import type { Services } from '../../platform/services';
import { askSourceToConfirm } from './ask-source-to-confirm';
import type { BookingDecision } from './booking-decisions';
import { settleBooking, type SettledBooking } from './settle-booking';
import { findSourceBookings, toConfirmationRequest } from './source-booking-views';
import type { SourceCalls } from './source-calls';

/**
 * Asks the posting's source system to confirm a reserved booking and applies its decision (decision
 * 014). A source without a confirmation URL (read with the buy's facts) confirms at once. Otherwise
 * the booking is pushed to the URL and its answer awaited for `booking.sourceConfirmationTimeoutMs`:
 * a decision in time is answered now; a 202, an error or no answer in time answers null (TIMEOUT),
 * and the booking stays PENDING until the source decides: a late answer of the same call still
 * settles it (and tells the member), as does the decision route; past the wait,
 * resolveStaleBookings asks again or releases it (decision 035).
 */
export async function confirmBooking(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  calls: SourceCalls,
  log: FastifyBaseLogger,
  reserved: { bookingId: string; loadId: string; sourceSystem: SourceSystem; confirmationUrl: string | null },
): Promise<SettledBooking | null> {
  const { bookingId, confirmationUrl: url } = reserved;
  const context = { bookingId, loadId: reserved.loadId, sourceSystem: reserved.sourceSystem };
  if (!url) {
    return settleBooking(services, bookingId, 'CONFIRMED').catch((error: unknown) => {
      log.error({ ...context, err: error }, 'booking confirmation failed; the booking stays PENDING');
      return null;
    });
  }
  // Only a source that confirms by itself needs the booking as it will see it.
  const [booking] = await findSourceBookings(services.db, eq(bookings.id, bookingId), 1);
  if (!booking) throw new Error(`Booking ${bookingId} vanished before its confirmation`);

  const { sourceConfirmationTimeoutMs } = (await services.appConfig()).booking;
  let answered: (decision: BookingDecision | null) => void = () => undefined;
  let waitEnded = false;
  const answer = new Promise<BookingDecision | null>((resolve) => (answered = resolve));
  const settling = calls.run(async (signal) => {
    let decision: BookingDecision | null;
    try {
      decision = await askSourceToConfirm(url, toConfirmationRequest(booking), signal);
    } catch (error) {
      log.warn(
        { ...context, err: error },
        'no booking decision from the source system; the booking stays PENDING',
      );
      decision = null;
    }
    answered(decision);
    if (decision === null) return null;
    // Past the wait the buy answered TIMEOUT: its member learns the decision by a notification.
    return settleBooking(services, bookingId, decision, { tellMember: waitEnded }).catch((error: unknown) => {
      log.error(
        { ...context, err: error, decision },
        'the source system decided but the booking could not be settled',
      );
      return null;
    });
  });
  // The wait is for the source's answer; settling a decision given in time is awaited whatever it takes.
  const waiting = new AbortController();
  const timedOut = sleep(sourceConfirmationTimeoutMs, 'late' as const, { signal: waiting.signal }).catch(
    () => 'late' as const,
  );
  try {
    const decision = await Promise.race([answer, timedOut]);
    if (decision === 'late') waitEnded = true;
    return decision === 'late' || decision === null ? null : await settling;
  } finally {
    waiting.abort();
  }
}
