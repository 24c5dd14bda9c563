import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listenOnPglite, listenOnPostgres, type Listen } from './listen';
import { PreparingClient } from './statement-cache';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The same query API whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Use cases accept either, so a caller can run several of them in one transaction. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** null: in memory (tests). */
      dataDir: string | null;
      /** A data folder dumped by PGlite (`dumpDataDir`) to start from instead of an empty database. */
      snapshot?: Blob;
    }
  | { kind: 'postgres'; url: string };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
  /** Hears a NOTIFY channel of this database, whatever process sends on it (decision 061). */
  listen: Listen;
};

export const pgliteExtensions = { cube, earthdistance, pg_trgm };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, Client: PreparingClient });
    // A connection that drops while idle or closing (a server restart, a database dropped) must not
    // bring the process down: the pool replaces it at the next query, which reports its own error.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end(), listen: listenOnPostgres(target.url) };
  }
  let dataDir: string | undefined;
  if (target.dataDir !== null) {
    dataDir = resolve(target.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: target.snapshot, extensions: pgliteExtensions });
  return pgliteHandle(client);
}

/** The handle of an open PGlite instance. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), listen: listenOnPglite(client) };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
