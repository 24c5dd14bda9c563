import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from './client';

/**
 * Runs a use case's work in a transaction it owns when given the database, or inside the caller's
 * transaction when given one (the seed runs thousands of use cases in one transaction; a savepoint
 * per call would only add round trips).
 */
export async function runInTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return work(db as Transaction);
  return db.transaction(work);
}
