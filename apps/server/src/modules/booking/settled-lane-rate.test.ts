import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { laneRateSummaries, settledLaneRates } from '../../db/schema/profit';
import { storeApiKey } from '../../platform/api-keys';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { laneRatesQuery, type LaneRatesAnswer } from '../lane-rates/lane-rates.fixtures';
import { insertPlaces } from '../postings/postings.fixtures';
import { buy, buyInput, createBooker, postLoad } from './booking.fixtures';

// A booking that settles OK adds what its load paid to its lane's rate history and recomputes the
// lane's summary in the same transaction (decision 058), so the next card reads it current.

const friday = new Date('2030-03-01T12:00:00Z');
const apiKey = 'test-key-lane-rates';

describe('a settled booking and its lane’s rates', () => {
  let test: TestApp;
  let db: Database;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => friday });
    db = test.database.db;
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate', apiKey);
    await insertPlaces(db);
  });
  afterAll(() => test.close());

  it('a load booked through the API joins its lane’s history and summary at once', async () => {
    const booker = await createBooker(db, friday);
    const { loadId } = await postLoad(test.app, apiKey);
    const { result } = await buy(test.app, booker, buyInput(booker, loadId));
    expect(result?.status).toBe('OK');
    const rows = await db
      .select()
      .from(settledLaneRates)
      .where(eq(settledLaneRates.carrierId, booker.carrierId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.settledAt).toEqual(friday);
    expect(row!.centsPerMile).toBeCloseTo(row!.totalChargeCents / row!.loadedMiles, 6);
    const lane = {
      originCountry: row!.originCountry,
      originState: row!.originState,
      destinationCountry: row!.destinationCountry,
      destinationState: row!.destinationState,
      trailerType: row!.transportMode,
    };
    const { body } = await graphqlAs(test.app, booker.headers, laneRatesQuery, { lanes: [lane] });
    const [answer] = body.data?.getLaneRates as LaneRatesAnswer[];
    expect(answer!.ownPay).toEqual({
      loads: 1,
      medianCentsPerMile: row!.centsPerMile,
      lastSettledAt: friday.toISOString(),
    });
    // One load of one carrier: counted in the summary, shown nowhere.
    expect(answer!.last30Days).toBeNull();
    const [summary] = await db
      .select()
      .from(laneRateSummaries)
      .where(eq(laneRateSummaries.destinationState, row!.destinationState));
    expect([summary?.loads30, summary?.carriers30, summary?.median30]).toEqual([1, 1, null]);
  });
});
