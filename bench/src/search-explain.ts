import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema/index';
import { runSearchQueries } from '../../apps/server/src/modules/search/search-query';
import type { SearchQueryParams } from '../../apps/server/src/modules/search/search-query-params';

// EXPLAIN ANALYZE of what runSearchQueries sends for one search: the statements are caught by a
// logger on a second Drizzle instance over the same connection, then explained one by one.

type Statement = { text: string; params: unknown[] };
type QueryClient = {
  query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

function capturingDatabase(
  handle: DatabaseHandle,
  statements: Statement[],
): { db: Database; client: QueryClient } {
  const logger: Logger = { logQuery: (text, params) => statements.push({ text, params }) };
  const client = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db =
    handle.kind === 'postgres'
      ? (drizzlePg(client as pg.Pool, { schema, logger }) as unknown as Database)
      : (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Database);
  return { db, client: client as unknown as QueryClient };
}

/** The plan of the slowest statement of the search, with its execution time. */
export async function explainSearch(handle: DatabaseHandle, params: SearchQueryParams): Promise<string> {
  const statements: Statement[] = [];
  const { db, client } = capturingDatabase(handle, statements);
  await runSearchQueries(db, params);
  let slowest = { ms: -1, plan: '' };
  for (const statement of statements) {
    const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
    const lines = rows.map((row) => String(Object.values(row)[0]));
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    if (ms > slowest.ms) slowest = { ms, plan: lines.join('\n') };
  }
  return slowest.plan;
}
