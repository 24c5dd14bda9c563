import type { Redis } from 'ioredis';
import type { Env } from './env';
import { AppError } from './errors';
import { message, type MessageKey } from './i18n';

// Per-user limits on the mutations that cost the most (decision 028): what one user may do in a window,
// whatever the number of requests it takes. The counts live in a store behind a small interface, in this
// process's memory, or in Redis when REDIS_URL is set so that every server process counts together
// (decision 032).

/**
 * The limited actions: a booking (buyLoadRequest), a member added with an invitation mail, a password
 * reset mail (counted per account, whoever asks).
 */
export type LimitedAction = 'booking' | 'invitation' | 'passwordReset' | 'feedback';

export type WindowCount = {
  /** The key's count in the current window, this one included. */
  count: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
};

/** Where the counts live. */
export interface UsageCounterStore {
  /** Adds one to the key's count in its current fixed window of `windowMs`, started at its first hit. */
  increment(key: string, windowMs: number, now: number): Promise<WindowCount>;
}

/**
 * Counts in this process's memory: one entry per key with a live window. Ended windows are swept at
 * most once per window length, so memory follows the users active in the last window.
 */
export function createMemoryCounterStore(): UsageCounterStore & { readonly size: number } {
  const windows = new Map<string, WindowCount>();
  let lastSweep = 0;
  const sweep = (now: number, windowMs: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    get size() {
      return windows.size;
    },
    increment: async (key, windowMs, now) => {
      sweep(now, windowMs);
      const current = windows.get(key);
      if (current && current.resetAt > now) {
        current.count += 1;
        return { ...current };
      }
      const started = { count: 1, resetAt: now + windowMs };
      windows.set(key, started);
      return { ...started };
    },
  };
}

// One fixed window per key, atomically: the first hit creates the key with the window as its expiry, so
// two processes never both start a window, and a key that somehow lost its expiry gets one back.
const windowScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type WindowCommand = {
  freightWindowCount(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * Counts in Redis under `prefix` + key, shared by every process that uses the same server and prefix.
 * The window runs on Redis' clock (the key's expiry); its end is answered on the caller's clock.
 */
export function createRedisCounterStore(redis: Redis, prefix: string): UsageCounterStore {
  // Sent once per connection, then called by its hash (EVALSHA).
  if (!('freightWindowCount' in redis))
    redis.defineCommand('freightWindowCount', { numberOfKeys: 1, lua: windowScript });
  const command = redis as unknown as WindowCommand;
  return {
    increment: async (key, windowMs, now) => {
      const [count, ttl] = await command.freightWindowCount(prefix + key, windowMs);
      return { count, resetAt: now + ttl };
    },
  };
}

export type FallbackOptions = {
  /** Told of each failure of the primary store (once per pause, so a log line is not per request). */
  onFailure: (error: unknown) => void;
  /** After a failure, how long the fallback alone counts before the primary is tried again. */
  pauseMs?: number;
  /** Real time for the pause, whatever clock the callers count windows with. */
  clock?: () => number;
};

/**
 * The primary store (Redis) while it answers; when it fails, the fallback (this process's memory) for
 * `pauseMs`, so a Redis that is down or hung neither refuses nor slows every request: the limits hold
 * per process until it is back (decision 032).
 */
export function createFallbackCounterStore(
  primary: UsageCounterStore,
  fallback: UsageCounterStore,
  { onFailure, pauseMs = 5_000, clock = Date.now }: FallbackOptions,
): UsageCounterStore {
  let pausedUntil = 0;
  return {
    increment: async (key, windowMs, now) => {
      if (clock() >= pausedUntil) {
        try {
          return await primary.increment(key, windowMs, now);
        } catch (error) {
          pausedUntil = clock() + pauseMs;
          onFailure(error);
        }
      }
      return fallback.increment(key, windowMs, now);
    },
  };
}

export type UsageLimits = {
  /** Counts one action of the member; LIMIT_EXCEEDED when it goes past the limit of its window. */
  consume(action: Exclude<LimitedAction, 'passwordReset'>, memberId: string): Promise<void>;
  /** Counts one action; false past the limit, for callers that must answer alike either way. */
  tryConsume(action: LimitedAction, memberId: string): Promise<boolean>;
};

const refusalKeys = {
  booking: 'limits.bookings',
  invitation: 'limits.invitations',
  feedback: 'limits.feedback',
} as const satisfies Record<string, MessageKey>;

export type UsageLimitsEnv = Pick<
  Env,
  | 'USER_LIMIT_WINDOW_MS'
  | 'BOOKING_LIMIT_MAX'
  | 'INVITATION_LIMIT_MAX'
  | 'PASSWORD_RESET_LIMIT_MAX'
  | 'FEEDBACK_LIMIT_MAX'
>;

export function createUsageLimits(
  env: UsageLimitsEnv,
  store: UsageCounterStore,
  now: () => Date,
): UsageLimits {
  const limits: Record<LimitedAction, number> = {
    booking: env.BOOKING_LIMIT_MAX,
    invitation: env.INVITATION_LIMIT_MAX,
    passwordReset: env.PASSWORD_RESET_LIMIT_MAX,
    feedback: env.FEEDBACK_LIMIT_MAX,
  };
  const count = async (action: LimitedAction, memberId: string) => {
    const at = now().getTime();
    const window = await store.increment(`${action}:${memberId}`, env.USER_LIMIT_WINDOW_MS, at);
    return {
      allowed: window.count <= limits[action],
      minutesLeft: Math.ceil((window.resetAt - at) / 60_000),
    };
  };
  return {
    consume: async (action, memberId) => {
      const { allowed, minutesLeft } = await count(action, memberId);
      if (!allowed)
        throw new AppError(
          'LIMIT_EXCEEDED',
          message(refusalKeys[action], { minutes: Math.max(1, minutesLeft) }),
        );
    },
    tryConsume: async (action, memberId) => (await count(action, memberId)).allowed,
  };
}
