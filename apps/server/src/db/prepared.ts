import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

// The statements every call of a hot route runs (the caller, position ingestion) are prepared once per
// database handle: the query is built once instead of per call, and on PostgreSQL it is a named
// statement, parsed and planned once per connection. Their values are placeholders
// (`sql.placeholder('name')`), given at each run.

/** `make(db)` once per database handle (or transaction), reused afterwards. */
export function oncePerDatabase<T>(make: (db: Executor) => T): (db: Executor) => T {
  const made = new WeakMap<Executor, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

const dialect = new PgDialect();

/** A raw statement prepared under `name`; its runs answer the rows, as `selectRows` does. */
export function preparedRows<T>(
  name: string,
  query: SQL,
): (db: Executor, values: Record<string, unknown>) => Promise<T[]> {
  const prepare = oncePerDatabase((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false),
  );
  return async (db, values) => {
    const result = (await prepare(db).execute(values)) as { rows: T[] };
    return result.rows;
  };
}
