import { asc, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookings } from '../../db/schema/bookings';
import type { Services } from '../../platform/services';
import { writeRateConfirmation } from './write-rate-confirmation';

/**
 * The crash-safe half of the rate confirmations (decision 054): the confirmed bookings whose rate
 * confirmation has been due for longer than a buy waits for its source
 * (`booking.sourceConfirmationTimeoutMs`; the process that settled them writes it right after the
 * commit, so past that it stopped, or the store failed), oldest first, 100 a pass; each is written
 * now. Runs with the booking resolver's passes (decision 035).
 */
export async function makeMissingRateConfirmations(
  services: Pick<Services, 'db' | 'now' | 'fileStore' | 'appConfig'>,
  log: FastifyBaseLogger,
): Promise<{ written: number }> {
  const { sourceConfirmationTimeoutMs } = (await services.appConfig()).booking;
  const before = new Date(services.now().getTime() - sourceConfirmationTimeoutMs);
  const missing = await services.db
    .select({ id: bookings.id, loadId: bookings.loadId })
    .from(bookings)
    // The partial index of due rate confirmations: a pass reads only those.
    .where(lt(bookings.rateConfirmationDueAt, before))
    .orderBy(asc(bookings.rateConfirmationDueAt))
    .limit(100);
  let written = 0;
  for (const booking of missing) {
    try {
      if ((await writeRateConfirmation(services, booking.id)) === 'written') {
        written += 1;
        log.warn({ bookingId: booking.id, loadId: booking.loadId }, 'rate confirmation made late');
      }
    } catch (error) {
      log.error({ bookingId: booking.id, err: error }, 'rate confirmation failed; the next pass tries again');
    }
  }
  return { written };
}
