import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from './client';
import { insertJsonRows } from './insert-json-rows';
import { loadPostings, places } from './schema/index';
import { openTestDatabase } from './test-database';

const place = (name: string, extra: Partial<typeof places.$inferInsert> = {}) => ({
  name,
  state: 'IL',
  country: 'USA',
  latitude: 41.5,
  longitude: -88.1,
  timeZone: 'America/Chicago',
  searchText: `${name.toLowerCase()}, il`,
  ...extra,
});

const posting = (loadId: string, sourceReference: string): typeof loadPostings.$inferInsert => ({
  loadId,
  sourceSystem: 'MERCURYGATE',
  sourceReference,
  loadType: 'Brokerage',
  transportMode: 'Dry Van',
  totalDistance: 968.4,
  totalWeight: 38_000,
  numberOfStops: 2,
  lineHaulUnitCharge: '2.3750',
  originCity: 'Chicago',
  originState: 'IL',
  originCountry: 'USA',
  originLat: 41.8781,
  originLng: -87.6298,
  originTimeZone: 'America/Chicago',
  pickupStart: new Date('2030-03-04T14:00:00Z'),
  pickupEnd: new Date('2030-03-04T16:00:00Z'),
  destinationCity: 'Dallas',
  destinationState: 'TX',
  destinationCountry: 'USA',
  destinationLat: 32.7767,
  destinationLng: -96.797,
  destinationTimeZone: 'America/Chicago',
  dropStart: new Date('2030-03-05T20:00:00Z'),
  dropEnd: new Date('2030-03-05T22:00:00Z'),
});

describe('insertJsonRows', () => {
  let database: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('inserts the rows in their order, so a serial id counts up as given, and keeps defaults nobody set', async () => {
    const names = ['Zion', 'Aurora', "O'Fallon", 'Montréal', 'Naperville'];
    await insertJsonRows(
      db,
      places,
      names.map((name) => place(name)),
    );
    const rows = await db.select().from(places).where(inArray(places.name, names)).orderBy(asc(places.id));
    expect(rows.map((row) => row.name)).toEqual(names);
    expect(rows.map((row) => row.population)).toEqual([0, 0, 0, 0, 0]); // the column's default
  });

  it('writes every value as a drizzle insert of the same row does: dates, numerics, nulls', async () => {
    await db.insert(loadPostings).values(posting('L10000001', 'JSON-A'));
    await insertJsonRows(db, loadPostings, [posting('L10000002', 'JSON-B')]);
    const [viaDrizzle, viaJson] = await db
      .select()
      .from(loadPostings)
      .where(inArray(loadPostings.loadId, ['L10000001', 'L10000002']))
      .orderBy(asc(loadPostings.loadId));
    const comparable = ({
      id: _i,
      loadId: _l,
      sourceReference: _s,
      createdAt: _c,
      updatedAt: _u,
      ...row
    }: typeof viaJson & {}) => row;
    expect(comparable(viaJson!)).toEqual(comparable(viaDrizzle!));
    expect(viaJson).toMatchObject({
      pickupStart: new Date('2030-03-04T14:00:00Z'),
      totalDistance: 968.4,
      lineHaulUnitCharge: '2.3750',
      status: 'OPEN',
      totalChargeCents: null,
    });
  });

  it('skips the rows a unique index refuses when asked, and answers the columns asked of the rows written', async () => {
    const written = await insertJsonRows(
      db,
      loadPostings,
      [posting('L10000001', 'JSON-C'), posting('L10000003', 'JSON-D'), posting('L10000004', 'JSON-D')],
      { skipConflicts: true, returning: ['loadId', 'sourceReference'] },
    );
    expect(written).toEqual([{ loadId: 'L10000003', sourceReference: 'JSON-D' }]);
    await expect(insertJsonRows(db, loadPostings, [posting('L10000001', 'JSON-E')])).rejects.toThrow();
    expect(await db.$count(loadPostings, eq(loadPostings.sourceReference, 'JSON-E'))).toBe(0);
  });

  it('does nothing with no rows', async () => {
    expect(await insertJsonRows(db, places, [], { returning: ['id'] })).toEqual([]);
  });
});
