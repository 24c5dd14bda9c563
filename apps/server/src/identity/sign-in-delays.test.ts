import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  clearSignInFailures,
  failureMemoryMinutes,
  freeFailuresPerAccount,
  freeFailuresPerAddress,
  maxDelaySeconds,
  recordSignInFailure,
  signInDelaySeconds,
  signInKeysOf,
} from './sign-in-delays';

let test: TestApp;
let db: Database;
beforeAll(async () => {
  test = await startTestApp();
  db = test.database.db;
});
afterAll(() => test.close());

const start = new Date('2030-03-01T12:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('sign-in delays', () => {
  it('[D3-8.23] past the free failures of an e-mail at an address, each failure doubles the wait, up to 15 minutes', async () => {
    const keys = signInKeysOf('owner@delays.test', '10.2.0.1');
    const waits: number[] = [];
    let now = start;
    for (let failure = 1; failure <= freeFailuresPerAccount + 12; failure += 1) {
      await recordSignInFailure(db, keys, now);
      const wait = await signInDelaySeconds(db, keys, now);
      waits.push(wait);
      // The next attempt comes when it is allowed.
      now = new Date(now.getTime() + wait * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(Math.max(...waits)).toBe(maxDelaySeconds);
    // The same e-mail from another address, and another e-mail from this one, are not delayed.
    expect(await signInDelaySeconds(db, signInKeysOf('owner@delays.test', '10.2.0.2'), now)).toBe(0);
    expect(await signInDelaySeconds(db, signInKeysOf('other@delays.test', '10.2.0.1'), start)).toBe(0);
    // The right password clears the e-mail's count at this address.
    await clearSignInFailures(db, keys);
    await recordSignInFailure(db, keys, now);
    expect(await signInDelaySeconds(db, keys, now)).toBe(0);
  });

  it('[D3-8.23] an address that fails for many e-mails is delayed for every e-mail, other addresses are not', async () => {
    for (let failure = 1; failure <= freeFailuresPerAddress + 1; failure += 1) {
      await recordSignInFailure(
        db,
        signInKeysOf(`sprayed-${failure}@delays.test`, '10.2.0.3'),
        later(failure),
      );
    }
    const now = later(freeFailuresPerAddress + 1);
    expect(await signInDelaySeconds(db, signInKeysOf('fresh@delays.test', '10.2.0.3'), now)).toBe(1);
    expect(await signInDelaySeconds(db, signInKeysOf('fresh@delays.test', '10.2.0.4'), now)).toBe(0);
  });

  it('forgets failures after an hour without one', async () => {
    const keys = signInKeysOf('forgetful@delays.test', '10.2.0.5');
    for (let failure = 0; failure <= freeFailuresPerAccount; failure += 1) {
      await recordSignInFailure(db, keys, start);
    }
    expect(await signInDelaySeconds(db, keys, start)).toBe(1);
    const muchLater = later(failureMemoryMinutes * 60 + 1);
    await recordSignInFailure(db, keys, muchLater);
    expect(await signInDelaySeconds(db, keys, muchLater)).toBe(0);
  });
});
