import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../client';
import type { Env } from '../../platform/env';
import { repeatUntilClose, type RepeatingTask } from '../../platform/repeat-until-close';
import { createRandom } from './prng';
import { topUpDemoSupply, type TopUpDemoSupplyOptions } from './top-up-demo-supply';

type OnPosted = (loadId: string) => Promise<unknown>;

/**
 * One pass of the demo supply: the top-up, then each new posting handed to `onPosted` once the
 * top-up has committed, as a source system's new posting is (the dispatchers whose capacity it
 * matches hear of it, decision 050). A failure for one posting is logged and the others go on.
 */
export async function runDemoSupplyPass(
  db: Database,
  options: TopUpDemoSupplyOptions,
  onPosted: OnPosted,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<void> {
  const { postedLoadIds, ...added } = await topUpDemoSupply(db, options);
  if (added.postingsExpired > 0 || added.postingsAdded > 0 || added.tendersAdded > 0)
    log.info(added, 'demo supply: topped up');
  for (const loadId of postedLoadIds) {
    await onPosted(loadId).catch((error: unknown) =>
      log.error({ err: error, loadId }, 'demo supply: capacity match notices failed'),
    );
  }
}

export type DemoSupply = RepeatingTask;

/**
 * Runs a pass (`runDemoSupplyPass`) every DEMO_SUPPLY_INTERVAL_MS (the first one interval after start,
 * since the seed has just run), and stops when the app closes. Null when the interval is 0 (off).
 */
export function startDemoSupply(
  app: FastifyInstance,
  db: Database,
  env: Env,
  onPosted: OnPosted,
): DemoSupply | null {
  const intervalMs = env.DEMO_SUPPLY_INTERVAL_MS;
  if (intervalMs === 0) return null;
  const log = app.log.child({ component: 'demo-supply' });
  // Not reproducible on purpose: each server start adds different loads.
  const random = createRandom(Date.now());
  return repeatUntilClose(app, log, intervalMs, 'demo supply: failed', () =>
    runDemoSupplyPass(db, { now: new Date(), random }, onPosted, log),
  );
}
