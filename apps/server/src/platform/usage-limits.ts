import type { Env } from './env';
import { AppError } from './errors';
import { message, type MessageKey } from './i18n';

// Per-user limits on the mutations that cost the most (decision 028): what one user may do in a window,
// whatever the number of requests it takes. The counts live in a store behind a small interface, in this
// process's memory here; a store shared between processes (Redis) implements the same interface.

/** The limited actions: a booking (buyLoadRequest), a member added with an invitation mail. */
export type LimitedAction = 'booking' | 'invitation';

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

export type UsageLimits = {
  /** Counts one action of the member; LIMIT_EXCEEDED when it goes past the limit of its window. */
  consume(action: LimitedAction, memberId: string): Promise<void>;
};

const refusalKeys = {
  booking: 'limits.bookings',
  invitation: 'limits.invitations',
} as const satisfies Record<LimitedAction, MessageKey>;

export function createUsageLimits(
  env: Pick<Env, 'USER_LIMIT_WINDOW_MS' | 'BOOKING_LIMIT_MAX' | 'INVITATION_LIMIT_MAX'>,
  store: UsageCounterStore,
  now: () => Date,
): UsageLimits {
  const limits: Record<LimitedAction, number> = {
    booking: env.BOOKING_LIMIT_MAX,
    invitation: env.INVITATION_LIMIT_MAX,
  };
  return {
    consume: async (action, memberId) => {
      const at = now().getTime();
      const { count, resetAt } = await store.increment(
        `${action}:${memberId}`,
        env.USER_LIMIT_WINDOW_MS,
        at,
      );
      if (count <= limits[action]) return;
      const minutes = Math.max(1, Math.ceil((resetAt - at) / 60_000));
      throw new AppError('LIMIT_EXCEEDED', message(refusalKeys[action], { minutes }));
    },
  };
}
