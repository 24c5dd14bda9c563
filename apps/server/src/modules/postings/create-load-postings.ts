import { and, inArray, sql } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor, Transaction } from '../../db/client';
import { makeReadableId, maxIdAttempts } from '../../db/readable-id';
import { runInTransaction } from '../../db/run-in-transaction';
import { insertJsonRows } from '../../db/insert-json-rows';
import { loadPostingAccessorials, loadPostings, loadPostingStops } from '../../db/schema/index';
import type { LoadPostingInput } from './load-posting.schemas';
import { toAccessorialRows, toPostingRow, toStopRows } from './load-posting-rows';

// Many new postings at once: what a source system posting its whole board would send, and what the
// demo supply posts (decision 052). The rows are upsertLoadPosting's, written a batch at a time in
// multi-row inserts: at 50,000 postings, one statement per row is what took the time, not the rows.

export type NewLoadPosting = { sourceSystem: SourceSystem; input: LoadPostingInput };

export type CreateLoadPostingsOptions = {
  /** Makes the loadId of a new posting; the demo seed passes a seeded one to stay deterministic. */
  newLoadId?: () => string;
};

/**
 * Postings per statement. A posting row has 47 columns and PostgreSQL takes at most 65,535 bind
 * parameters a statement; 500 postings with their stops and accessorials stay well below it
 * (measured, decision 052: larger batches were no faster on PGlite).
 */
export const createBatchSize = 500;

type Created = { id: string; loadId: string; sourceSystem: string; sourceReference: string };

const referenceKey = (sourceSystem: string, sourceReference: string) =>
  `${sourceSystem}\u0000${sourceReference}`;

/**
 * Inserts the postings of a batch under new loadIds; a loadId already taken (8 random digits collide
 * now and then) is drawn again, as upsertLoadPosting does, until each posting has its row.
 */
async function insertPostingRows(
  tx: Transaction,
  batch: NewLoadPosting[],
  newLoadId: () => string,
): Promise<Map<NewLoadPosting, Created>> {
  const created = new Map<NewLoadPosting, Created>();
  let pending = batch;
  for (let attempt = 0; attempt < maxIdAttempts && pending.length > 0; attempt += 1) {
    const rows = pending.map(({ sourceSystem, input }) => ({
      ...toPostingRow(sourceSystem, input),
      loadId: newLoadId(),
    }));
    const inserted = await insertJsonRows(tx, loadPostings, rows, {
      skipConflicts: true,
      returning: ['id', 'loadId', 'sourceSystem', 'sourceReference'],
    });
    const byReference = new Map(
      inserted.map((row) => [referenceKey(row.sourceSystem, row.sourceReference), row]),
    );
    const missing: NewLoadPosting[] = [];
    for (const posting of pending) {
      const row = byReference.get(referenceKey(posting.sourceSystem, posting.input.sourceReference));
      if (row) created.set(posting, row);
      else missing.push(posting);
    }
    if (missing.length > 0) await refuseKnownReferences(tx, missing);
    pending = missing;
  }
  if (pending.length > 0) throw new Error(`No free loadId after ${maxIdAttempts} attempts`);
  return created;
}

/** This path only creates: a reference its source system has posted already is a caller's mistake. */
async function refuseKnownReferences(tx: Transaction, postings: NewLoadPosting[]): Promise<void> {
  const [known] = await tx
    .select({ sourceSystem: loadPostings.sourceSystem, sourceReference: loadPostings.sourceReference })
    .from(loadPostings)
    .where(
      and(
        inArray(
          sql`(${loadPostings.sourceSystem}, ${loadPostings.sourceReference})`,
          postings.map(({ sourceSystem, input }) => sql`(${sourceSystem}, ${input.sourceReference})`),
        ),
      ),
    )
    .limit(1);
  if (known) throw new Error(`${known.sourceSystem} ${known.sourceReference} is posted already`);
}

/**
 * Creates new postings, in the caller's transaction or in one of its own, and answers their loadIds
 * in the order given. Every posting is new: one whose (source system, reference) exists is refused
 * with an error (updates go through upsertLoadPosting, one at a time).
 */
export async function createLoadPostings(
  db: Executor,
  postings: NewLoadPosting[],
  options: CreateLoadPostingsOptions = {},
): Promise<string[]> {
  const newLoadId = options.newLoadId ?? (() => makeReadableId('L'));
  return runInTransaction(db, async (tx) => {
    const loadIds: string[] = [];
    for (let start = 0; start < postings.length; start += createBatchSize) {
      const batch = postings.slice(start, start + createBatchSize);
      const created = await insertPostingRows(tx, batch, newLoadId);
      const rowsOf = (posting: NewLoadPosting) => created.get(posting)!;
      const stops = batch.flatMap((posting) =>
        toStopRows(rowsOf(posting).id, rowsOf(posting).loadId, posting.input),
      );
      await insertJsonRows(tx, loadPostingStops, stops);
      const accessorials = batch.flatMap((posting) => toAccessorialRows(rowsOf(posting).id, posting.input));
      await insertJsonRows(tx, loadPostingAccessorials, accessorials);
      loadIds.push(...batch.map((posting) => rowsOf(posting).loadId));
    }
    return loadIds;
  });
}
