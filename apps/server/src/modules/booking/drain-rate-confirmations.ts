import { asc, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookings } from '../../db/schema/bookings';
import type { Services } from '../../platform/services';
import { writeRateConfirmation } from './write-rate-confirmation';

/** The NOTIFY channel a settling transaction wakes the rate confirmations' drain on (decision 054). */
export const rateConfirmationsDueChannel = 'rate_confirmations_due';

/** How many due rate confirmations one claim takes. */
const claimSize = 20;

/**
 * The rate confirmations' outbox (decision 054): a confirmed booking's rate confirmation is due from
 * its decision (`bookings.rate_confirmation_due_at`) until its document is listed. A drain claims the
 * due ones, oldest first, a few at a time: the claim moves their mark a lease ahead (the wait of a
 * buy for its source) under `skip locked`, so that two processes draining at once never take the same
 * booking, and one that stops mid-claim leaves its bookings due again when the lease runs out. Each
 * claimed one is written; one that fails (the store is down) stays leased, and is due again after.
 * Drains until nothing is due now; answers how many it wrote.
 */
export async function drainRateConfirmations(
  services: Pick<Services, 'db' | 'now' | 'fileStore' | 'appConfig'>,
  log: FastifyBaseLogger,
): Promise<{ written: number }> {
  const { sourceConfirmationTimeoutMs: leaseMs } = (await services.appConfig()).booking;
  let written = 0;
  for (;;) {
    const now = services.now();
    const due = services.db
      .select({ id: bookings.id })
      .from(bookings)
      // The partial index of due rate confirmations: a claim reads only those.
      .where(lte(bookings.rateConfirmationDueAt, now))
      .orderBy(asc(bookings.rateConfirmationDueAt))
      .limit(claimSize)
      .for('update', { skipLocked: true });
    const claimed = await services.db
      .update(bookings)
      .set({ rateConfirmationDueAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(bookings.id, due))
      .returning({ id: bookings.id, loadId: bookings.loadId });
    if (claimed.length === 0) return { written };
    for (const booking of claimed) {
      try {
        if ((await writeRateConfirmation(services, booking.id)) === 'written') written += 1;
      } catch (error) {
        log.error(
          { bookingId: booking.id, loadId: booking.loadId, err: error },
          'rate confirmation failed; it is due again once its lease runs out',
        );
      }
    }
  }
}
