import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

// A hot read whose SQL text never changes (its lists are array parameters): on PostgreSQL it is
// prepared once per pooled connection under its name, so later calls send only their parameters and
// reuse the plan, and nothing builds its text per call (decision 066). PGlite, in the process, runs
// the same text with the same parameters. Only for reads outside a transaction, on the pool itself.

export type FixedStatement = {
  /** Unique among the server's fixed statements: PostgreSQL keeps one plan per name and connection. */
  name: string;
  /** `$1`, `$2`… for the parameters; arrays as `$1::text[]`. */
  text: string;
};

/** Runs a fixed statement with its parameters and answers its rows. */
export async function selectFixed<T>(
  db: Database,
  statement: FixedStatement,
  params: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<T & pg.QueryResultRow>({
      name: statement.name,
      text: statement.text,
      values: params,
    });
    return result.rows;
  }
  return (await client.query<T>(statement.text, params)).rows;
}
