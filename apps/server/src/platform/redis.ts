import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  createFallbackCounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
  type UsageCounterStore,
} from './usage-limits';

// The Redis server the limits are shared through (decision 032). Every wait is short: the limits
// count without Redis rather than hold a request up, so a Redis that is down or hung costs a request
// at most `commandTimeout` once per fallback pause.
const clientOptions = {
  lazyConnect: true,
  connectTimeout: 2_000,
  commandTimeout: 500,
  // A command fails at once while the connection is down, instead of queueing until it is back.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  // Reconnects forever, at most every 2 s.
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
} as const;

/** The address without its password, for messages and logs. */
function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Connects to REDIS_URL, or stops the start-up with a readable error: a server that was told to share
 * its limits must not start counting alone without anyone noticing.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, clientOptions);
  let lastError: Error | undefined;
  let reachable = false;
  // Without a listener, ioredis prints its errors itself; with it, one warning per outage.
  redis.on('error', (error: Error) => {
    lastError = error;
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, `Redis at ${shownUrl(url)} unreachable: limits count per process`);
  });
  redis.on('ready', () => {
    if (reachable) return;
    if (lastError) log.info(`Redis at ${shownUrl(url)} reachable again: limits are shared`);
    reachable = true;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`Cannot reach Redis at ${shownUrl(url)} (REDIS_URL): ${reason}`, { cause: error });
  }
  return redis;
}

/**
 * Counts under `REDIS_KEY_PREFIX` + `area:` in Redis, and in this process's memory while Redis fails
 * (a warning per failure, at most one per pause).
 */
export function sharedCounterStore(redis: Redis, prefix: string, log: FastifyBaseLogger): UsageCounterStore {
  return createFallbackCounterStore(createRedisCounterStore(redis, prefix), createMemoryCounterStore(), {
    onFailure: (error) =>
      log.warn({ err: error }, `Redis failed (${prefix}): counting in this process for a few seconds`),
  });
}
