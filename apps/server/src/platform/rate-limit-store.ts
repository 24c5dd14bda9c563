import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { UsageCounterStore } from './usage-limits';

// @fastify/rate-limit's store over one of our counter stores, so that the request limits count in
// Redis (falling back to memory) like the per-user limits do (decision 032). Its own Redis store would
// fail with Redis; ours counts in memory meanwhile. Keys, after the counter store's own prefix:
//   <client address>                        the global limit
//   <METHOD><route pattern>:<client address>  a route's own limit (the identity forms)

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

function routeKey(routeOptions: unknown): string {
  const { method = '', url = '' } = (routeOptions as RouteInfo).routeInfo ?? {};
  return `${Array.isArray(method) ? method.join(',') : method}${url}:`;
}

export function counterRateLimitStore(counters: UsageCounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly keyPrefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      counters.increment(this.keyPrefix + key, timeWindow, now).then(
        (window) => callback(null, { current: window.count, ttl: Math.max(0, window.resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new CounterRateLimitStore(undefined, this.keyPrefix + routeKey(routeOptions));
    }
  }
  return CounterRateLimitStore;
}
