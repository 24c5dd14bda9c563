import type { FastifyInstance } from 'fastify';
import { repeatUntilClose, type RepeatingTask } from '../../platform/repeat-until-close';
import type { Services } from '../../platform/services';
import { sweepExpiredPositions } from './sweep-expired-positions';

/**
 * Sweeps the positions past their retention at start and every POSITION_RETENTION_INTERVAL_MS until the
 * app closes; null when the interval is 0 (off, as in the tests, which call sweepExpiredPositions).
 */
export function startPositionRetention(app: FastifyInstance, services: Services): RepeatingTask | null {
  const intervalMs = services.env.POSITION_RETENTION_INTERVAL_MS;
  if (intervalMs === 0) return null;
  const log = app.log.child({ component: 'position-retention' });
  const sweep = async () => {
    const deleted = await sweepExpiredPositions(services);
    if (deleted.positions + deleted.lastPositions > 0) log.info(deleted, 'position retention: swept');
  };
  return repeatUntilClose(app, log, intervalMs, 'position retention: failed', sweep, { runAtStart: true });
}
