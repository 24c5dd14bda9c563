import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCounterStore, type UsageCounterStore } from './usage-limits';

// The counter store shared between server processes (decision 032), on a real Redis: these run when
// TEST_REDIS_URL is set (CI starts one) and are skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis counter store', () => {
  let redis: Redis;
  let store: UsageCounterStore;
  // A prefix of this run alone: other test files share the server.
  const prefix = `freight-test:${randomUUID()}:usage:`;

  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    store = createRedisCounterStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts per key in a window that starts at the first hit, under the prefix, with an expiry', async () => {
    const first = await store.increment('booking:member-1', 60_000, 1_000_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(1_000_000 + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(1_000_000 + 60_000);

    const second = await store.increment('booking:member-1', 60_000, 1_000_500);
    expect(second.count).toBe(2);
    // The same window: it ends when the first one said, whatever the caller's clock.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(1_000);

    expect((await store.increment('booking:member-2', 60_000, 1_000_500)).count).toBe(1);
    expect(await redis.get(`${prefix}booking:member-1`)).toBe('2');
    expect(await redis.pttl(`${prefix}booking:member-1`)).toBeGreaterThan(0);
  });

  it('starts a new window once the last one expired', async () => {
    expect((await store.increment('short', 200, 0)).count).toBe(1);
    expect((await store.increment('short', 200, 0)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await store.increment('short', 200, 5_000);
    expect(next.count).toBe(1);
    expect(next.resetAt).toBeGreaterThan(5_000 + 100);
  });

  it('counts every one of many hits at once exactly once (one atomic script per hit)', async () => {
    const counts = await Promise.all(Array.from({ length: 100 }, () => store.increment('burst', 60_000, 0)));
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  it('gives a key that lost its expiry one again, so no count lives forever', async () => {
    await redis.set(`${prefix}stuck`, '7');
    const window = await store.increment('stuck', 60_000, 0);
    expect(window.count).toBe(8);
    expect(window.resetAt).toBe(60_000);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });
});
