import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from './client';
import { applyMigrations } from './migrate';
import { carriers } from './schema/index';
import { openEmptyTestDatabase, openTestDatabase } from './test-database';

describe('migrations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Every other test file starts from a copy of a database migrated once per run; this one applies
  // the migrations to an empty database of the engine under test.
  it('create the cube, earthdistance and pg_trgm extensions first', async () => {
    const handle = await openEmptyTestDatabase();
    await applyMigrations(handle);
    const rows = await selectRows<{ extname: string }>(handle.db, sql`select extname from pg_extension`);
    const names = rows.map((row) => row.extname);
    expect(names).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm']));
    const [distance] = await selectRows<{ miles: number }>(
      handle.db,
      sql`select earth_distance(ll_to_earth(41.8781, -87.6298), ll_to_earth(32.7767, -96.797)) / 1609.344 as miles`,
    );
    expect(distance?.miles).toBeCloseTo(802, -1); // Chicago to Dallas, great-circle miles
    await handle.close();
  });

  it('are applied once: a second run changes nothing', async () => {
    const handle = await openTestDatabase();
    const count = async () => {
      const [row] = await selectRows<{ n: string }>(
        handle.db,
        sql`select count(*) as n from drizzle.__drizzle_migrations`,
      );
      return Number(row?.n);
    };
    const before = await count();
    await applyMigrations(handle);
    expect(await count()).toBe(before);
    await handle.close();
  });

  it('keep the embedded database on disk, so a restart keeps the data', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await applyMigrations(first);
    await first.db
      .insert(carriers)
      .values({ name: 'Persisted Haulers', commonCarrierId: 'C-PERSIST', source: 'ASL' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await applyMigrations(second);
    const rows = await second.db.select({ name: carriers.name }).from(carriers);
    expect(rows).toEqual([{ name: 'Persisted Haulers' }]);
    await second.close();
  });
});
