import { randomInt } from 'node:crypto';

/** A readable id such as L04718263: a letter and 8 digits, easy to read out on the phone. */
export function makeReadableId(
  prefix: string,
  nextInt: (maxExclusive: number) => number = randomInt,
): string {
  return `${prefix}${String(nextInt(100_000_000)).padStart(8, '0')}`;
}

// With 8 random digits two ids collide now and then (about one in eight runs of the 5,000-load seed);
// the insert uses ON CONFLICT DO NOTHING and simply tries another id.
export const maxIdAttempts = 8;
