import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Executor } from './client';

// Bulk loads (the gazetteer, the demo supply's postings) write hundreds of rows a statement. Drizzle's
// multi-row insert binds every value as a parameter and spends most of the time building the
// statement (a 500-posting insert: 23,500 parameters); here the rows travel as one JSON parameter
// that the database unpacks with json_populate_recordset, typed by the table itself. Measured on
// PGlite, decision 052. The same statement runs on PostgreSQL.

/** The type a column's text is cast to: a serial column holds integers. */
function castType(sqlType: string): string {
  return sqlType.replace(/^(small|big)?serial$/, (_, size: string | undefined) =>
    size === 'small' ? 'smallint' : size === 'big' ? 'bigint' : 'integer',
  );
}

export type InsertJsonRowsOptions<Returned extends string> = {
  /** ON CONFLICT DO NOTHING: rows that would break a unique index are left out, not refused. */
  skipConflicts?: boolean;
  /** Columns (by their property names) to answer for each inserted row, as the database writes them. */
  returning?: readonly Returned[];
};

export type JsonRowsInsertOptions<
  Table extends PgTable,
  Returned extends string,
> = InsertJsonRowsOptions<Returned> & {
  /**
   * The name of a `with` query of the same statement: the rows are written only if it answers a row
   * (a shipment's details only with the shipment, whose readable id may be taken).
   */
  onlyWith?: string;
  /** ON CONFLICT (these columns, by property name) DO NOTHING: only that unique index is let off. */
  skipConflictsOn?: readonly (string & keyof Table['$inferSelect'])[];
};

/**
 * The statement that inserts `rows`, in their order (a serial id counts up as they are given), to run
 * alone or as a `with` query of a larger statement. Each value goes through its column's own mapping
 * to the driver (dates, arrays), as in `db.insert(table).values(rows)`. A property that no row sets
 * keeps the column's default; one that only some rows set takes, in the others, the column's default
 * value when it has a plain one (not a database expression), else null.
 */
export function jsonRowsInsert<
  Table extends PgTable,
  Returned extends string & keyof Table['$inferSelect'] = never,
>(
  table: Table,
  rows: readonly Table['$inferInsert'][],
  options: JsonRowsInsertOptions<Table, Returned> = {},
): SQL {
  const columns = Object.entries(getTableColumns(table));
  // Only the properties some row sets: the others keep their defaults (ids, timestamps, versions).
  const written = columns.filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const plainDefault = (column: (typeof columns)[number][1]) =>
    column.default === undefined || is(column.default, SQL) ? null : column.default;
  // Each row an array of its values in column order: half the bytes of objects keyed by name.
  const json = JSON.stringify(
    rows.map((row) =>
      written.map(([key, column]) => {
        const given = (row as Record<string, unknown>)[key];
        const value = given === undefined ? plainDefault(column) : given;
        return value === null ? null : column.mapToDriverValue(value);
      }),
    ),
  );
  const names = sql.join(
    written.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    written.map(
      ([, column], position) =>
        sql`(given.value->>${sql.raw(String(position))})::${sql.raw(castType(column.getSQLType()))}`,
    ),
    sql`, `,
  );
  const columnOf = (key: string) => {
    const column = columns.find(([name]) => name === key)?.[1];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column;
  };
  const returned = (options.returning ?? []).map(
    (key) => sql`${sql.identifier(columnOf(key).name)} as ${sql.identifier(key)}`,
  );
  const conflictTarget = options.skipConflictsOn?.map((key) => sql.identifier(columnOf(key).name));
  const onConflict = conflictTarget
    ? sql`on conflict (${sql.join(conflictTarget, sql`, `)}) do nothing`
    : options.skipConflicts
      ? sql`on conflict do nothing`
      : sql``;
  return sql`insert into ${table} (${names})
    select ${values} from jsonb_array_elements(${json}::jsonb) with ordinality as given(value, ordinality)
    ${options.onlyWith ? sql`where exists (select from ${sql.identifier(options.onlyWith)})` : sql``}
    order by given.ordinality
    ${onConflict}
    ${returned.length > 0 ? sql`returning ${sql.join(returned, sql`, `)}` : sql``}`;
}

/** Inserts `rows` in one statement (jsonRowsInsert); answers the `returning` columns of the rows written. */
export async function insertJsonRows<
  Table extends PgTable,
  Returned extends string & keyof Table['$inferSelect'] = never,
>(
  db: Executor,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  options: InsertJsonRowsOptions<Returned> = {},
): Promise<Pick<Table['$inferSelect'], Returned>[]> {
  if (rows.length === 0) return [];
  return selectRows(db, jsonRowsInsert(table, rows, options));
}
