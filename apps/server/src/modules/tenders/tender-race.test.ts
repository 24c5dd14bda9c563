import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import { answerTender, tenderRows, tenderTo } from './tenders.fixtures';

// One winner per tender (D2-4.13): only a run on PostgreSQL (TEST_DATABASE_URL) proves the race, where
// the answers run in parallel transactions on separate connections. PGlite serialises every
// transaction, so on it these tests only show that the answers are right.

const commonCarrierId = 'CC-TENDER-RACE';
const dispatchers = 12;

describe('concurrent answers to tenders', () => {
  let test: TestApp;
  let db: Database;
  let team: TestCaller[];

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    team = await Promise.all(
      Array.from({ length: dispatchers }, () => signInPerson(db, carrierId, ['carrierDispatcher'])),
    );
  });
  afterAll(() => test.close());

  it(`[D2-4.13] ${dispatchers} dispatchers accept and decline one tender at once: one OK, the rest REJECTED with how it was answered, one record, one event for the source (only the PostgreSQL run proves the race)`, async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const answers = await Promise.all(
      team.map((dispatcher, index) =>
        answerTender(
          test,
          dispatcher,
          index % 2 === 0
            ? { shipmentId, action: 'ACCEPT', termsAccepted: true, carrierPro: `RACE-${index}` }
            : { shipmentId, action: 'DECLINE' },
        ),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 'OK');
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;
    const closedAs = winner.reason === 'accepted' ? 'alreadyAccepted' : 'alreadyDeclined';
    expect(new Set(answers.filter((answer) => answer !== winner).map((answer) => answer.reason))).toEqual(
      new Set([closedAs]),
    );

    const { shipment, tender } = await tenderRows(db, shipmentId);
    expect(shipment.version).toBe(2);
    expect(shipment.shipmentState).toBe(winner.shipmentState);
    const winnerIndex = answers.indexOf(winner);
    expect(tender.respondedBy).toBe(team[winnerIndex]!.member.id);
    expect(shipment.carrierPro).toBe(winner.reason === 'accepted' ? `RACE-${winnerIndex}` : null);
    const events = await shipmentEventsOf(db, shipmentId);
    expect(events.map((event) => [event.eventType, event.data])).toEqual([
      winner.reason === 'accepted'
        ? ['TENDER_ACCEPTED', { carrierPro: `RACE-${winnerIndex}` }]
        : ['TENDER_DECLINED', { reasonCode: null }],
    ]);
  });

  it('[D2-5.04] loads accepted at once with one PRO: one keeps it and tells its source, the others answer Carrier Pro already exist, stay tendered and record nothing (only the PostgreSQL run proves the race)', async () => {
    const shipmentIds = await Promise.all(team.map(() => tenderTo(db, commonCarrierId)));
    const answers = await Promise.all(
      team.map((dispatcher, index) =>
        answerTender(test, dispatcher, {
          shipmentId: shipmentIds[index],
          action: 'ACCEPT',
          termsAccepted: true,
          carrierPro: 'SAME-PRO',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.reason === 'accepted')).toHaveLength(1);
    expect(answers.filter((answer) => answer.reason === 'carrierProTaken')).toHaveLength(dispatchers - 1);
    const rows = await Promise.all(shipmentIds.map((shipmentId) => tenderRows(db, shipmentId)));
    expect(rows.filter((row) => row.shipment.carrierPro === 'SAME-PRO')).toHaveLength(1);
    expect(rows.filter((row) => row.shipment.shipmentState === 'TENDERED')).toHaveLength(dispatchers - 1);
    expect(rows.filter((row) => row.tender.status === 'OFFERED')).toHaveLength(dispatchers - 1);
    const events = (
      await Promise.all(shipmentIds.map((shipmentId) => shipmentEventsOf(db, shipmentId)))
    ).flat();
    expect(events.map((event) => event.data)).toEqual([{ carrierPro: 'SAME-PRO' }]);
  });
});
