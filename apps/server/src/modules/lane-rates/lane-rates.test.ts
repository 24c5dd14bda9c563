import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { laneRateSummaries } from '../../db/schema/profit';
import { signInAt } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import {
  chicagoToTexas,
  createCarriers,
  insertSettledRates,
  laneNow,
  laneRatesQuery,
  type LaneRatesAnswer,
} from './lane-rates.fixtures';
import { refreshLaneRateSummaries } from './refresh-lane-rate-summaries';

// Lane rate history (issue 20, decision 058): aggregates of the platform's booked loads, shown only
// when at least 5 loads of at least 3 carriers stand behind a figure, and the caller's own pay. That a
// settled booking keeps them current is tested with booking (booking/settled-lane-rate.test.ts).

describe('lane rate history', () => {
  let test: TestApp;
  let db: Database;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => laneNow });
    db = test.database.db;
  });
  afterAll(() => test.close());

  const laneTo = (destinationState: string) => ({ ...chicagoToTexas, destinationState });
  const dispatcherOf = async (carrierId: string) =>
    signInAt(db, laneNow, { roles: ['carrierDispatcher'], carrierId });
  const ask = async (headers: Record<string, string>, lanes: unknown[]) => {
    const { status, body } = await graphqlAs(test.app, headers, laneRatesQuery, { lanes });
    return { status, body, answers: body.data?.getLaneRates as LaneRatesAnswer[] | undefined };
  };

  it('a figure shows only with at least 5 loads from at least 3 carriers behind it', async () => {
    const carriers = await createCarriers(db, 5);
    const [a, b, c, d] = carriers as [string, string, string, string];
    const fourLoads = laneTo('OK');
    const twoCarriers = laneTo('AR');
    const enough = laneTo('LA');
    await insertSettledRates(db, [
      // 4 loads of 4 carriers: too few loads.
      ...[a, b, c, d].map((carrierId, index) => ({
        carrierId,
        centsPerMile: 200 + index,
        daysAgo: 3,
        lane: fourLoads,
      })),
      // 6 loads of 2 carriers: too few carriers.
      ...[a, a, a, b, b, b].map((carrierId, index) => ({
        carrierId,
        centsPerMile: 210 + index,
        daysAgo: 3,
        lane: twoCarriers,
      })),
      // 5 loads of 3 carriers: shown.
      ...[a, a, b, b, c].map((carrierId, index) => ({
        carrierId,
        centsPerMile: [200, 220, 240, 260, 280][index]!,
        daysAgo: 3,
        lane: enough,
      })),
    ]);
    await refreshLaneRateSummaries(db, laneNow, null);
    const viewer = await dispatcherOf(carriers[4]!);
    const { answers } = await ask(viewer.headers, [fourLoads, twoCarriers, enough]);
    expect(answers!.map((answer) => answer.last30Days)).toEqual([
      null,
      null,
      { medianCentsPerMile: 240, lowerQuartileCentsPerMile: 220, upperQuartileCentsPerMile: 260, loads: 5 },
    ]);
    expect(answers!.map((answer) => answer.last90Days?.loads ?? null)).toEqual([null, null, 5]);
  });

  it('no one carrier’s rate can be read back from an answer below the threshold', async () => {
    const [lonely, other, third, viewerCarrier] = (await createCarriers(db, 4)) as [
      string,
      string,
      string,
      string,
    ];
    const lane = laneTo('NM');
    // A distinctive rate of one carrier, among 4 loads of 3 carriers: one load short.
    await insertSettledRates(db, [
      { carrierId: lonely, centsPerMile: 987.65, daysAgo: 2, lane },
      { carrierId: other, centsPerMile: 250, daysAgo: 2, lane },
      { carrierId: other, centsPerMile: 251, daysAgo: 2, lane },
      { carrierId: third, centsPerMile: 252, daysAgo: 2, lane },
    ]);
    await refreshLaneRateSummaries(db, laneNow, null);
    const viewer = await dispatcherOf(viewerCarrier);
    const { body, answers } = await ask(viewer.headers, [lane]);
    expect(answers![0]).toMatchObject({ last30Days: null, last90Days: null, trend: null, ownPay: null });
    expect(answers![0]!.weeks.every((week) => week.medianCentsPerMile === null)).toBe(true);
    const text = JSON.stringify(body);
    for (const rate of ['987', '250', '251', '252']) expect(text).not.toContain(rate);
    // Nor from the stored summary: nothing below the threshold is kept as a figure.
    const [stored] = await db
      .select()
      .from(laneRateSummaries)
      .where(eq(laneRateSummaries.destinationState, 'NM'));
    expect([stored!.median30, stored!.median90, stored!.lowerQuartile90, stored!.upperQuartile90]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('30 days count the last 30 days, 90 days the last 90, and the trend compares their medians', async () => {
    const carriers = (await createCarriers(db, 3)) as [string, string, string];
    const lane = laneTo('CO');
    const recent = carriers.flatMap((carrierId) => [
      { carrierId, centsPerMile: 300, daysAgo: 5, lane },
      { carrierId, centsPerMile: 300, daysAgo: 10, lane },
    ]);
    const older = carriers.flatMap((carrierId) => [
      { carrierId, centsPerMile: 200, daysAgo: 45, lane },
      { carrierId, centsPerMile: 200, daysAgo: 60, lane },
      { carrierId, centsPerMile: 200, daysAgo: 80, lane },
    ]);
    const tooOld = carriers.map((carrierId) => ({ carrierId, centsPerMile: 900, daysAgo: 100, lane }));
    await insertSettledRates(db, [...recent, ...older, ...tooOld]);
    await refreshLaneRateSummaries(db, laneNow, null);
    const viewer = await dispatcherOf(carriers[0]);
    const [answer] = (await ask(viewer.headers, [lane])).answers!;
    expect(answer!.last30Days).toMatchObject({ medianCentsPerMile: 300, loads: 6 });
    expect(answer!.last90Days).toMatchObject({ medianCentsPerMile: 200, loads: 15 });
    expect(answer!.trend).toBe('up');
    // Five weeks had loads, 3 each: too few for a weekly figure.
    expect(answer!.weeks.map((week) => week.medianCentsPerMile)).toEqual([null, null, null, null, null]);
    // The carrier's own pay: its 5 loads of the last 90 days.
    expect(answer!.ownPay).toMatchObject({ loads: 5, medianCentsPerMile: 200 });
  });

  it('a carrier sees its own pay on a lane and never another carrier’s', async () => {
    const [booker, stranger] = (await createCarriers(db, 2)) as [string, string];
    const lane = laneTo('KS');
    await insertSettledRates(db, [
      { carrierId: booker, centsPerMile: 310, daysAgo: 1, lane },
      { carrierId: booker, centsPerMile: 330, daysAgo: 20, lane },
    ]);
    const own = await ask((await dispatcherOf(booker)).headers, [lane]);
    expect(own.answers![0]!.ownPay).toEqual({
      loads: 2,
      medianCentsPerMile: 320,
      lastSettledAt: new Date(laneNow.getTime() - 86_400_000).toISOString(),
    });
    const other = await ask((await dispatcherOf(stranger)).headers, [lane]);
    expect(other.answers![0]!.ownPay).toBeNull();
  });

  it('a driver, a guest and an admin are refused', async () => {
    const [carrierId] = await createCarriers(db, 1);
    for (const roles of [['carrierDriver'], ['carrierGuest'], ['carrierAdmin']] as const) {
      const member = await signInAt(db, laneNow, { roles: [...roles], carrierId: carrierId! });
      const { status, body } = await ask(member.headers, [chicagoToTexas]);
      expect([status, body.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it.each([
    ['no lane', []],
    ['26 lanes', Array.from({ length: 26 }, () => chicagoToTexas)],
    ['a blank state', [{ ...chicagoToTexas, originState: ' ' }]],
    ['a state of 11 characters', [{ ...chicagoToTexas, originState: 'X'.repeat(11) }]],
  ])('%s is a 400 naming the lanes', async (_name, lanes) => {
    const [carrierId] = await createCarriers(db, 1);
    const viewer = await dispatcherOf(carrierId!);
    const { status, body } = await ask(viewer.headers, lanes);
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
  });
});
