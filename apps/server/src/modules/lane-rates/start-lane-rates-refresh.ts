import type { FastifyInstance } from 'fastify';
import { repeatUntilClose, type RepeatingTask } from '../../platform/repeat-until-close';
import type { Services } from '../../platform/services';
import { refreshLaneRateSummaries } from './refresh-lane-rate-summaries';

/**
 * Recomputes every lane's summary at start and every LANE_RATES_REFRESH_INTERVAL_MS, until the app
 * closes: a settled booking refreshes its own lane, but the 30- and 90-day windows also slide with
 * time. Null when the interval is 0 (off, as in the tests, which call refreshLaneRateSummaries).
 */
export function startLaneRatesRefresh(app: FastifyInstance, services: Services): RepeatingTask | null {
  const intervalMs = services.env.LANE_RATES_REFRESH_INTERVAL_MS;
  if (intervalMs === 0) return null;
  const log = app.log.child({ component: 'lane-rates-refresh' });
  const pass = () => refreshLaneRateSummaries(services.db, services.now(), null);
  return repeatUntilClose(app, log, intervalMs, 'lane rates refresh: failed', pass, { runAtStart: true });
}
