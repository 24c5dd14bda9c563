import type { FastifyInstance } from 'fastify';
import type { Database } from '../client';
import type { Env } from '../../platform/env';
import { repeatUntilClose, type RepeatingTask } from '../../platform/repeat-until-close';
import { createRandom } from './prng';
import { topUpDemoSupply } from './top-up-demo-supply';

export type DemoSupply = RepeatingTask;

/**
 * Tops the demo data up every DEMO_SUPPLY_INTERVAL_MS (the first pass one interval after start, since
 * the seed has just run), and stops when the app closes. Null when the interval is 0 (off).
 */
export function startDemoSupply(app: FastifyInstance, db: Database, env: Env): DemoSupply | null {
  const intervalMs = env.DEMO_SUPPLY_INTERVAL_MS;
  if (intervalMs === 0) return null;
  const log = app.log.child({ component: 'demo-supply' });
  // Not reproducible on purpose: each server start adds different loads.
  const random = createRandom(Date.now());
  return repeatUntilClose(app, log, intervalMs, 'demo supply: failed', async () => {
    const added = await topUpDemoSupply(db, { now: new Date(), random });
    if (added.postingsExpired > 0 || added.postingsAdded > 0 || added.tendersAdded > 0)
      log.info(added, 'demo supply: topped up');
  });
}
