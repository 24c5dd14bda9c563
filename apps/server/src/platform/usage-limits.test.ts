import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { translate } from './i18n';
import {
  createFallbackCounterStore,
  createMemoryCounterStore,
  createUsageLimits,
  type UsageCounterStore,
} from './usage-limits';

const hour = 3_600_000;
const env = {
  USER_LIMIT_WINDOW_MS: hour,
  BOOKING_LIMIT_MAX: 2,
  INVITATION_LIMIT_MAX: 1,
  PASSWORD_RESET_LIMIT_MAX: 1,
  FEEDBACK_LIMIT_MAX: 1,
};

describe('usage limits', () => {
  it('counts per user and action in a fixed window, then LIMIT_EXCEEDED with the minutes left', async () => {
    let now = Date.parse('2030-03-01T12:00:00Z');
    const limits = createUsageLimits(env, createMemoryCounterStore(), () => new Date(now));
    await limits.consume('booking', 'member-1');
    now += 10 * 60_000;
    await limits.consume('booking', 'member-1');
    // Another user and another action have counts of their own.
    await limits.consume('booking', 'member-2');
    await limits.consume('invitation', 'member-1');

    const refusal = await limits.consume('booking', 'member-1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('LIMIT_EXCEEDED');
    expect(translate('en', (refusal as AppError).text)).toBe(
      'You have booked too many loads in a short time. Please try again in 50 min.',
    );
    expect(translate('fr', (refusal as AppError).text)).toMatch(/^Vous avez réservé trop de chargements/);

    // The window started at the first booking: an hour later, a new one.
    now += 50 * 60_000;
    await expect(limits.consume('booking', 'member-1')).resolves.toBeUndefined();
  });

  it('answers false past the limit for a caller that must answer alike (password reset mails)', async () => {
    const limits = createUsageLimits(env, createMemoryCounterStore(), () => new Date(0));
    expect(await limits.tryConsume('passwordReset', 'member-1')).toBe(true);
    expect(await limits.tryConsume('passwordReset', 'member-1')).toBe(false);
    expect(await limits.tryConsume('passwordReset', 'member-2')).toBe(true);
  });

  it('forgets the windows that ended, so memory follows the active users', async () => {
    const store = createMemoryCounterStore();
    for (let i = 0; i < 1_000; i++) await store.increment(`user-${i}`, 1_000, 0);
    expect(await store.increment('user-1', 1_000, 500)).toEqual({ count: 2, resetAt: 1_000 });
    // Past the window, the next call sweeps; a swept key starts again at one.
    expect(store.size).toBe(1_000);
    expect(await store.increment('late', 1_000, 5_000)).toEqual({ count: 1, resetAt: 6_000 });
    expect(store.size).toBe(1);
    expect(await store.increment('user-1', 1_000, 5_001)).toEqual({ count: 1, resetAt: 6_001 });
  });
});

describe('fallback counter store (decision 032)', () => {
  it('counts in the fallback while the primary fails, tries the primary again after the pause', async () => {
    let primaryUp = false;
    let primaryCalls = 0;
    const primary: UsageCounterStore = {
      increment: async () => {
        primaryCalls += 1;
        if (!primaryUp) throw new Error('Command timed out');
        return { count: 42, resetAt: 9_000 };
      },
    };
    const failures: unknown[] = [];
    let clock = 0;
    const store = createFallbackCounterStore(primary, createMemoryCounterStore(), {
      onFailure: (error) => failures.push(error),
      pauseMs: 5_000,
      clock: () => clock,
    });

    expect(await store.increment('k', 60_000, 100)).toEqual({ count: 1, resetAt: 60_100 });
    // During the pause the primary is not even asked: a hung Redis costs one timeout, not one per call.
    clock = 4_999;
    expect(await store.increment('k', 60_000, 200)).toEqual({ count: 2, resetAt: 60_100 });
    expect(primaryCalls).toBe(1);
    expect(failures).toHaveLength(1);

    primaryUp = true;
    clock = 5_000;
    expect(await store.increment('k', 60_000, 300)).toEqual({ count: 42, resetAt: 9_000 });
    expect(primaryCalls).toBe(2);
    expect(failures).toHaveLength(1);
  });
});
