import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

// A cheap fingerprint of every table's rows, to check that a refused request changed nothing
// (decision 029). Tables that a refused request may rightly write to are left out, each with why.
export const tablesARefusalMayWrite: string[] = [];

/** The names of the application's tables (public schema). */
export async function tableNames(db: Executor): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  return rows.map((row) => row.name).filter((name) => !tablesARefusalMayWrite.includes(name));
}

/** One query: each table's row count and a hash of its rows, in a fixed order. */
export async function dataChecksum(db: Executor, tables: string[]): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash from ${sql.identifier(table)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { name: string; hash: string }[] }).rows;
  return rows.map((row) => `${row.name}=${row.hash}`).join(',');
}
