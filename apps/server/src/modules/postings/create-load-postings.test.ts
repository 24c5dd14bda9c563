import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Database, DatabaseHandle } from '../../db/client';
import { loadPostingAccessorials, loadPostings, loadPostingStops } from '../../db/schema/index';
import { openTestDatabase } from '../../db/test-database';
import { createBatchSize, createLoadPostings, type NewLoadPosting } from './create-load-postings';
import { loadPostingSchema } from './load-posting.schemas';
import { buildPostingPayload } from './postings.fixtures';
import { upsertLoadPosting } from './upsert-load-posting';

const checked = (
  sourceReference: string,
  overrides: Parameters<typeof buildPostingPayload>[0] = {},
  sourceSystem: SourceSystem = 'MERCURYGATE',
): NewLoadPosting => ({
  sourceSystem,
  input: loadPostingSchema(sourceSystem).parse({ sourceReference, ...buildPostingPayload(overrides) }),
});

/** A posting with its stops and accessorials, without what differs between two writes of it. */
async function readPosting(db: Database, loadId: string) {
  const [posting] = await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId));
  const { id, loadId: _loadId, sourceReference: _reference, createdAt: _c, updatedAt: _u, ...row } = posting!;
  const stops = await db
    .select()
    .from(loadPostingStops)
    .where(eq(loadPostingStops.loadPostingId, id))
    .orderBy(asc(loadPostingStops.sequence));
  const accessorials = await db
    .select()
    .from(loadPostingAccessorials)
    .where(eq(loadPostingAccessorials.loadPostingId, id));
  return {
    row,
    stops: stops.map(({ id: _id, loadPostingId: _posting, stopId, ...stop }) => ({
      ...stop,
      stopSuffix: stopId.slice(loadId.length),
    })),
    accessorials: accessorials.map(({ id: _id, loadPostingId: _posting, ...item }) => item),
  };
}

/** Load ids from a list, then fresh ones: the use case draws again when one is taken. */
function idsFrom(first: string[]): () => string {
  let n = 0;
  return () => first[n++] ?? `L9${String(n).padStart(7, '0')}`;
}

describe('createLoadPostings', () => {
  let database: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('writes the same posting, stops and accessorials as upsertLoadPosting', async () => {
    const one = checked('BULK-SAME-1');
    const [bulkId] = await createLoadPostings(db, [one]);
    const single = await upsertLoadPosting(db, 'MERCURYGATE', checked('BULK-SAME-2').input);
    const bulk = await readPosting(db, bulkId!);
    expect(bulk).toEqual(await readPosting(db, single.loadId));
    expect(bulk.row).toMatchObject({ status: 'OPEN', originCity: 'Chicago', destinationCity: 'Dallas' });
    expect(bulk.stops.map((stop) => stop.stopSuffix)).toEqual(['-1', '-2']);
    expect(bulk.accessorials).toHaveLength(1);
  });

  it('posts more than a batch, Contact to Book loads among them, and answers the load ids in order', async () => {
    const count = createBatchSize + 3;
    const postings = Array.from({ length: count }, (_, i) =>
      checked(`BULK-MANY-${i}`, i % 2 === 0 ? { rate: undefined } : {}),
    );
    const loadIds = await createLoadPostings(db, postings);
    expect(loadIds).toHaveLength(count);
    expect(new Set(loadIds).size).toBe(count);
    const rows = await db
      .select({
        loadId: loadPostings.loadId,
        reference: loadPostings.sourceReference,
        total: loadPostings.totalChargeCents,
      })
      .from(loadPostings)
      .where(eq(loadPostings.sourceSystem, 'MERCURYGATE'));
    const byLoadId = new Map(rows.map((row) => [row.loadId, row]));
    loadIds.forEach((loadId, i) => {
      expect(byLoadId.get(loadId)?.reference).toBe(`BULK-MANY-${i}`);
      expect(byLoadId.get(loadId)?.total === null).toBe(i % 2 === 0);
    });
    expect(await db.$count(loadPostingStops)).toBe(2 * (count + 2));
  });

  it('draws another load id when one is taken, by an earlier posting or within the batch', async () => {
    const [taken] = await createLoadPostings(db, [checked('BULK-ID-1')], {
      newLoadId: idsFrom(['L70000001']),
    });
    expect(taken).toBe('L70000001');
    const loadIds = await createLoadPostings(db, [checked('BULK-ID-2'), checked('BULK-ID-3')], {
      newLoadId: idsFrom(['L70000001', 'L70000002', 'L70000002']),
    });
    expect(loadIds).toHaveLength(2);
    expect(new Set([taken, ...loadIds]).size).toBe(3);
    expect(loadIds).toContain('L70000002');
  });

  it('only creates: a reference its source system has posted already is refused, and nothing of the call is kept', async () => {
    const before = await db.$count(loadPostings);
    await expect(
      db.transaction((tx) =>
        createLoadPostings(tx, [checked('BULK-NEW-1'), checked('BULK-SAME-1'), checked('BULK-NEW-2')]),
      ),
    ).rejects.toThrow('MERCURYGATE BULK-SAME-1 is posted already');
    expect(await db.$count(loadPostings)).toBe(before);
    // Another source system's reference of the same text is another posting.
    const [other] = await createLoadPostings(db, [
      checked('BULK-SAME-1', { loadType: 'Power Only', transportMode: 'Power Only' }, 'ASL'),
    ]);
    expect(other).toMatch(/^L\d{8}$/);
  });
});
