import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens';

describe('verified tokens', () => {
  const at = Date.parse('2030-03-01T12:00:00Z');
  const make = (clock: { now: number }, options: { maxEntries?: number; maxAgeMs?: number } = {}) =>
    createVerifiedTokens({
      maxEntries: options.maxEntries ?? 10,
      maxAgeMs: options.maxAgeMs ?? 300_000,
      now: () => new Date(clock.now),
    });
  const claims = (expiresInSeconds: number) => ({ sub: 'm1', exp: at / 1000 + expiresInSeconds });

  it('answers the claims of a token verified before, and nothing for another token', () => {
    const clock = { now: at };
    const tokens = make(clock);
    tokens.set('token-a', claims(3_600));
    expect(tokens.get('token-a')).toEqual(claims(3_600));
    expect(tokens.get('token-b')).toBeUndefined();
  });

  it('forgets a token when it expires, so an expired token is verified again (and refused)', () => {
    const clock = { now: at };
    const tokens = make(clock);
    tokens.set('token-a', claims(60));
    clock.now = at + 59_999;
    expect(tokens.get('token-a')).toBeDefined();
    clock.now = at + 60_000;
    expect(tokens.get('token-a')).toBeUndefined();
  });

  it('keeps a token no longer than its maximum age, however long it lives', () => {
    const clock = { now: at };
    const tokens = make(clock, { maxAgeMs: 1_000 });
    tokens.set('token-a', claims(3_600));
    clock.now = at + 1_000;
    expect(tokens.get('token-a')).toBeUndefined();
  });

  it('keeps nothing for a token already expired or without an expiry', () => {
    const clock = { now: at };
    const tokens = make(clock);
    tokens.set('expired', claims(0));
    tokens.set('no-exp', { sub: 'm1' });
    expect(tokens.get('expired')).toBeUndefined();
    expect(tokens.get('no-exp')).toBeUndefined();
  });

  it('holds at most its number of entries, dropping the oldest', () => {
    const clock = { now: at };
    const tokens = make(clock, { maxEntries: 2 });
    tokens.set('first', claims(3_600));
    tokens.set('second', claims(3_600));
    tokens.set('third', claims(3_600));
    expect(tokens.get('first')).toBeUndefined();
    expect(tokens.get('second')).toBeDefined();
    expect(tokens.get('third')).toBeDefined();
  });
});
