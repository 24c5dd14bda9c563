import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeIdempotencyKey } from './make-idempotency-key';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('makeIdempotencyKey', () => {
  it('[D1-4.22] makes a new UUID for each rate confirmation', () => {
    const first = makeIdempotencyKey();

    expect(first).toMatch(uuidV4);
    expect(makeIdempotencyKey()).not.toBe(first);
  });

  it('[D1-4.22] makes one from random bytes where crypto.randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });

    expect(makeIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
