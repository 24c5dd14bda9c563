import type { FastifyInstance } from 'fastify';
import { repeatUntilClose, type RepeatingTask } from '../../platform/repeat-until-close';
import type { Services } from '../../platform/services';
import { drainRateConfirmations } from './drain-rate-confirmations';
import { resolveStaleBookings } from './resolve-stale-bookings';
import type { SourceCalls } from './source-calls';

/**
 * Resolves stale bookings and writes the rate confirmations left due (decision 054) at start and every
 * BOOKING_RESOLVE_INTERVAL_MS (decision 035), until the app
 * closes; null when the interval is 0 (off, as in the tests, which call resolveStaleBookings).
 */
export function startBookingResolver(
  app: FastifyInstance,
  services: Services,
  calls: SourceCalls,
): RepeatingTask | null {
  const intervalMs = services.env.BOOKING_RESOLVE_INTERVAL_MS;
  if (intervalMs === 0) return null;
  const log = app.log.child({ component: 'booking-resolver' });
  const pass = async () => {
    const resolved = await resolveStaleBookings(services, calls, log);
    if (resolved.confirmed + resolved.withdrawn + resolved.released > 0) {
      log.info(resolved, 'booking resolver: stale bookings resolved');
    }
    // Rate confirmations a lost notice, a stopped process or a failing store left due (decision 054).
    const { written } = await drainRateConfirmations(services, log);
    if (written > 0) log.warn({ written }, 'booking resolver: rate confirmations left due written');
  };
  return repeatUntilClose(app, log, intervalMs, 'booking resolver: failed', pass, { runAtStart: true });
}
