import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, myLoadsCountsOf, signInPerson } from '../shipments/shipments.fixtures';
import { reasonNotAskedMessage, reasonRequiredMessage, unknownReasonMessage } from './decline-tender';
import { proWithDeclineMessage } from './tender-action-input';
import { answerTender, refuseTender, tenderRows, tenderTo } from './tenders.fixtures';
import { inEnglish } from '../../test-support/in-english';

const commonCarrierId = 'CC-TENDER-DECLINE';

describe('tenderAction DECLINE', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;

  const decline = (shipmentId: string, extra: Record<string, unknown> = {}) =>
    answerTender(test, dispatcher, { shipmentId, action: 'DECLINE', ...extra });
  const tenderedCount = async () => (await myLoadsCountsOf(test.app, dispatcher)).carrierTendered!;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-4.08] [D2-4.13] a decline removes the tendered load and answers Tender Declined Successfully', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const tendered = await tenderedCount();
    expect(await decline(shipmentId)).toEqual({
      status: 'OK',
      reason: 'declined',
      message: 'Tender Declined Successfully',
      shipmentId,
      shipmentState: 'TENDER_DECLINED',
      myLoadsBucket: null,
    });
    expect(await tenderedCount()).toBe(tendered - 1);
    const { shipment, tender } = await tenderRows(db, shipmentId);
    expect(shipment).toMatchObject({ assignmentStatus: 'DECLINED', carrierPro: null, version: 2 });
    expect(tender).toMatchObject({
      status: 'DECLINED',
      declineReasonCode: null,
      respondedBy: dispatcher.member.id,
    });
  });

  it('[D2-4.12] [D2-9.09] a non-asset Freight Under Management tender needs a reason code, and changes nothing without one', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId, { sourceSystem: 'OTMNONASSET' });
    const before = await tenderRows(db, shipmentId);
    for (const [reasonCode, message] of [
      [undefined, inEnglish(reasonRequiredMessage)],
      ['  ', inEnglish(reasonRequiredMessage)],
      ['TOO_EXPENSIVE', inEnglish(unknownReasonMessage)],
    ] as const) {
      const error = await refuseTender(test, dispatcher, { shipmentId, action: 'DECLINE', reasonCode });
      expect(error).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { reasonCode: message } },
      });
    }
    expect(await tenderRows(db, shipmentId)).toEqual(before);
  });

  it('[D2-9.09] the chosen reason code is recorded with the decline', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId, { sourceSystem: 'OTMNONASSET' });
    expect((await decline(shipmentId, { reasonCode: 'capacity_constraints' })).status).toBe('OK');
    expect((await tenderRows(db, shipmentId)).tender).toMatchObject({
      status: 'DECLINED',
      declineReasonCode: 'CAPACITY_CONSTRAINTS',
    });
  });

  it('[D2-4.12] a reason where none is configured, or a PRO with a decline, is refused and changes nothing', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const before = await tenderRows(db, shipmentId);
    const withReason = await refuseTender(test, dispatcher, {
      shipmentId,
      action: 'DECLINE',
      reasonCode: 'WEIGHT',
    });
    expect(withReason.extensions.fields).toEqual({ reasonCode: inEnglish(reasonNotAskedMessage) });
    const withPro = await refuseTender(test, dispatcher, {
      shipmentId,
      action: 'decline',
      carrierPro: 'X-1',
    });
    expect(withPro.extensions.fields).toEqual({ carrierPro: inEnglish(proWithDeclineMessage) });
    expect(await tenderRows(db, shipmentId)).toEqual(before);
  });

  it('[D2-4.13] a declined tender answers REJECTED alreadyDeclined to a second decline and to an accept', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    expect((await decline(shipmentId)).status).toBe('OK');
    const after = await tenderRows(db, shipmentId);
    expect(await decline(shipmentId)).toMatchObject({
      status: 'REJECTED',
      reason: 'alreadyDeclined',
      message: 'This tender has already been declined.',
      shipmentState: 'TENDER_DECLINED',
      myLoadsBucket: null,
    });
    const accept = await answerTender(test, dispatcher, {
      shipmentId,
      action: 'ACCEPT',
      termsAccepted: true,
    });
    expect(accept).toMatchObject({ status: 'REJECTED', reason: 'alreadyDeclined' });
    expect(await tenderRows(db, shipmentId)).toEqual(after);
  });
});

describe('tenderAction DECLINE with reasons configured for a source and division', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;

  beforeAll(async () => {
    const overrides = { tenders: { declineReasonSources: ['MERCURYGATE/EAST'], carrierProSources: [] } };
    test = await startTestApp({ CONFIG_OVERRIDES: JSON.stringify(overrides) }, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-4.12] [D2-6.15] the division named by the configuration needs a reason; another division does not', async () => {
    const east = await tenderTo(db, commonCarrierId, { division: 'EAST' });
    const error = await refuseTender(test, dispatcher, { shipmentId: east, action: 'DECLINE' });
    expect(error.extensions.fields).toEqual({ reasonCode: inEnglish(reasonRequiredMessage) });
    const answer = await answerTender(test, dispatcher, {
      shipmentId: east,
      action: 'DECLINE',
      reasonCode: 'WEIGHT',
    });
    expect(answer.status).toBe('OK');
    const west = await tenderTo(db, commonCarrierId, { division: 'WEST' });
    expect((await answerTender(test, dispatcher, { shipmentId: west, action: 'DECLINE' })).status).toBe('OK');
  });

  it('[D2-6.15] where the configuration asks no PRO, an accept may not set one', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const error = await refuseTender(test, dispatcher, {
      shipmentId,
      action: 'ACCEPT',
      termsAccepted: true,
      carrierPro: 'PRO-9',
    });
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect((await tenderRows(db, shipmentId)).shipment.shipmentState).toBe('TENDERED');
    const plain = await answerTender(test, dispatcher, { shipmentId, action: 'ACCEPT', termsAccepted: true });
    expect(plain.status).toBe('OK');
  });
});
