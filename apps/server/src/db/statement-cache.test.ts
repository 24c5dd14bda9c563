import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from './client';
import { maxNamed, namingThreshold, PreparingClient } from './statement-cache';
import { openTestDatabase } from './test-database';

// The driver's statement cache (decision 067): which texts a connection names, and, on PostgreSQL
// (TEST_DATABASE_URL, CI's second pass), that a repeated statement is really prepared there.

describe('PreparingClient.nameOf', () => {
  it(`names a text from its run number ${namingThreshold} on, under one name`, () => {
    const client = new PreparingClient();
    const text = 'select $1::int';
    const names = Array.from({ length: namingThreshold + 2 }, () => client.nameOf(text));
    expect(names.slice(0, namingThreshold - 1)).toEqual(Array(namingThreshold - 1).fill(undefined));
    const named = names.slice(namingThreshold - 1);
    expect(named[0]).toMatch(/^s\d+$/);
    expect(new Set(named)).toEqual(new Set([named[0]]));
  });

  it('gives each text its own name, and names no new text once it keeps the most it may', () => {
    const client = new PreparingClient();
    const nameAfterRepeats = (text: string) => {
      for (let run = 1; run < namingThreshold; run += 1) client.nameOf(text);
      return client.nameOf(text);
    };
    const names = Array.from({ length: maxNamed }, (_, index) => nameAfterRepeats(`select ${index}, $1`));
    expect(new Set(names).size).toBe(maxNamed);
    expect(nameAfterRepeats('select $1, $2')).toBeUndefined();
    // The texts it keeps stay named.
    expect(client.nameOf('select 0, $1')).toBe(names[0]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the statement cache on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares a statement with parameters that a connection runs again, and runs it the same', async () => {
    const marker = `cache-${Date.now()}`;
    const run = () =>
      database.db.transaction(async (tx) => {
        const [row] = await selectRows<{ marker: string; prepared: string[] }>(
          tx,
          sql`select ${marker}::text as marker,
            array(select statement from pg_prepared_statements where statement like '%cache-marker%') as prepared
            -- cache-marker`,
        );
        return row!;
      });
    // One transaction at a time holds one connection of the pool; each of its texts repeats on it.
    const rows = [];
    for (let index = 0; index < namingThreshold * 12; index += 1) rows.push(await run());
    expect(rows.every((row) => row.marker === marker)).toBe(true);
    expect(rows.at(-1)!.prepared.length).toBeGreaterThan(0);
  });
});
