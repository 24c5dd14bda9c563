import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';
import { tenderNotFoundMessage } from './respond-to-tender';
import { reasonWithAcceptMessage, termsNotAcceptedMessage } from './tender-action-input';
import { answerTender, refuseTender, tenderRows, tenderTo } from './tenders.fixtures';
import { message } from '../../platform/i18n';
import { inEnglish } from '../../test-support/in-english';

const commonCarrierId = 'CC-TENDER-ACCEPT';
const strangerCarrierId = 'CC-TENDER-ACCEPT-X';

const tenderedListQuery = /* GraphQL */ `
  query List($input: ShipmentsByStateInput!) {
    getShipmentsWithStopsByState(input: $input) {
      shipments {
        shipmentId
        carrierPro
      }
    }
  }
`;

describe('tenderAction ACCEPT', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let otherDispatcher: TestCaller;
  let stranger: TestCaller;

  const accept = (shipmentId: string, extra: Record<string, unknown> = {}) =>
    answerTender(test, dispatcher, { shipmentId, action: 'ACCEPT', termsAccepted: true, ...extra });
  const shipmentsOf = async (caller: TestCaller, filter: string) => {
    const { body } = await graphql(test.app, tenderedListQuery, { input: { filter } }, 'web', caller.headers);
    const list = body.data!.getShipmentsWithStopsByState as {
      shipments: { shipmentId: string; carrierPro: string | null }[];
    };
    return list.shipments;
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    const strangerId = (await createCarrier(db, { commonCarrierId: strangerCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    otherDispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    stranger = await signInPerson(db, strangerId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-4.11] [D2-4.13] [D2-4.14] accepting with a PRO moves the load to Carrier Assigned with its PRO and answers Tender Accepted Successfully', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const answer = await accept(shipmentId, { carrierPro: ' pro-1001 ' });
    expect(answer).toEqual({
      status: 'OK',
      reason: 'accepted',
      message: 'Tender Accepted Successfully',
      shipmentId,
      shipmentState: 'CARRIER_ASSIGNMENT',
      myLoadsBucket: 'carrierAssigned',
    });
    const { shipment, tender } = await tenderRows(db, shipmentId);
    expect(shipment).toMatchObject({ carrierPro: 'PRO-1001', assignmentStatus: 'ACCEPTED', version: 2 });
    expect(tender).toMatchObject({
      status: 'ACCEPTED',
      respondedBy: dispatcher.member.id,
      declineReasonCode: null,
    });
    expect(tender.respondedAt).not.toBeNull();
    expect((await shipmentsOf(dispatcher, 'carrierTendered')).map((item) => item.shipmentId)).not.toContain(
      shipmentId,
    );
    expect(await shipmentsOf(dispatcher, 'carrierAssigned')).toContainEqual({
      shipmentId,
      carrierPro: 'PRO-1001',
    });
  });

  it('[D2-5.03] the PRO is optional: an accept without one keeps the shipment without one', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    expect((await accept(shipmentId)).status).toBe('OK');
    const withEmpty = await tenderTo(db, commonCarrierId);
    expect((await accept(withEmpty, { carrierPro: '  ' })).status).toBe('OK');
    expect((await tenderRows(db, shipmentId)).shipment.carrierPro).toBeNull();
    expect((await tenderRows(db, withEmpty)).shipment.carrierPro).toBeNull();
  });

  it('[D2-5.03] a PRO the source system sent is kept when left out or sent again, and may be replaced', async () => {
    const kept = await tenderTo(db, commonCarrierId, { carrierPro: 'SRC-1' });
    expect((await accept(kept)).status).toBe('OK');
    expect((await tenderRows(db, kept)).shipment.carrierPro).toBe('SRC-1');
    const replaced = await tenderTo(db, commonCarrierId, { carrierPro: 'SRC-2' });
    expect((await accept(replaced, { carrierPro: 'NEW-2' })).status).toBe('OK');
    expect((await tenderRows(db, replaced)).shipment.carrierPro).toBe('NEW-2');
  });

  it('[D2-5.03] clearing an existing PRO is refused with Kindly provide Carrier Pro, and changes nothing', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId, { carrierPro: 'SRC-3' });
    const before = await tenderRows(db, shipmentId);
    const error = await refuseTender(test, dispatcher, {
      shipmentId,
      action: 'ACCEPT',
      termsAccepted: true,
      carrierPro: '',
    });
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { carrierPro: inEnglish(message('tenders.carrierProRequired')) },
    });
    expect(await tenderRows(db, shipmentId)).toEqual(before);
  });

  it.each([
    ['PRO 1', 'A carrier PRO has letters, digits and hyphens only.'],
    ['PRO#1', 'A carrier PRO has letters, digits and hyphens only.'],
    ['P'.repeat(31), 'A carrier PRO has at most 30 characters.'],
  ])(
    '[D2-4.11] the PRO %s is refused with a clear message, and changes nothing',
    async (carrierPro, message) => {
      const shipmentId = await tenderTo(db, commonCarrierId);
      const before = await tenderRows(db, shipmentId);
      const error = await refuseTender(test, dispatcher, {
        shipmentId,
        action: 'ACCEPT',
        termsAccepted: true,
        carrierPro,
      });
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { carrierPro: message } });
      expect(await tenderRows(db, shipmentId)).toEqual(before);
    },
  );

  it('[D2-5.04] a PRO another load of the carrier has answers Carrier Pro already exist, in any case, and changes nothing', async () => {
    const first = await tenderTo(db, commonCarrierId);
    expect((await accept(first, { carrierPro: 'DUP-77' })).status).toBe('OK');
    const second = await tenderTo(db, commonCarrierId);
    const before = await tenderRows(db, second);
    expect(
      await answerTender(test, otherDispatcher, {
        shipmentId: second.toLowerCase(),
        action: 'ACCEPT',
        termsAccepted: true,
        carrierPro: 'dup-77',
      }),
    ).toEqual({
      status: 'REJECTED',
      reason: 'carrierProTaken',
      message: 'Carrier Pro already exist',
      shipmentId: second,
      shipmentState: 'TENDERED',
      myLoadsBucket: 'carrierTendered',
    });
    expect(await tenderRows(db, second)).toEqual(before);
  });

  it("[D2-5.04] another carrier's PRO does not count", async () => {
    const theirs = await tenderTo(db, strangerCarrierId);
    expect(
      (
        await answerTender(test, stranger, {
          shipmentId: theirs,
          action: 'ACCEPT',
          termsAccepted: true,
          carrierPro: 'SHARED-1',
        })
      ).status,
    ).toBe('OK');
    const ours = await tenderTo(db, commonCarrierId);
    expect((await accept(ours, { carrierPro: 'SHARED-1' })).status).toBe('OK');
  });

  it('[D2-4.11] an accept without the terms accepted is refused, and changes nothing', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const before = await tenderRows(db, shipmentId);
    for (const termsAccepted of [undefined, false]) {
      const error = await refuseTender(test, dispatcher, { shipmentId, action: 'ACCEPT', termsAccepted });
      expect(error.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { termsAccepted: inEnglish(termsNotAcceptedMessage) },
      });
    }
    const withReason = await refuseTender(test, dispatcher, {
      shipmentId,
      action: 'ACCEPT',
      termsAccepted: true,
      reasonCode: 'WEIGHT',
    });
    expect(withReason.extensions.fields).toEqual({ reasonCode: inEnglish(reasonWithAcceptMessage) });
    const unknownAction = await refuseTender(test, dispatcher, { shipmentId, action: 'MAYBE' });
    expect(unknownAction.extensions.fields).toEqual({ action: 'Answer ACCEPT or DECLINE.' });
    expect(await tenderRows(db, shipmentId)).toEqual(before);
  });

  it('[D2-4.13] a tender answered already answers REJECTED with how it was answered, and changes nothing', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    expect((await accept(shipmentId, { carrierPro: 'ONCE-1' })).status).toBe('OK');
    const after = await tenderRows(db, shipmentId);
    expect(await accept(shipmentId, { carrierPro: 'TWICE-1' })).toMatchObject({
      status: 'REJECTED',
      reason: 'alreadyAccepted',
      message: 'This tender has already been accepted.',
      shipmentState: 'CARRIER_ASSIGNMENT',
    });
    const decline = await answerTender(test, otherDispatcher, { shipmentId, action: 'DECLINE' });
    expect(decline).toMatchObject({ status: 'REJECTED', reason: 'alreadyAccepted' });
    expect(await tenderRows(db, shipmentId)).toEqual(after);
  });

  it('[D2-2.29] a tender of a source without tender actions is answered through Contact Us, not here', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId, { sourceSystem: 'ASL' });
    expect(await accept(shipmentId)).toMatchObject({ status: 'REJECTED', reason: 'notAnswerableHere' });
    expect((await tenderRows(db, shipmentId)).shipment.shipmentState).toBe('TENDERED');
  });

  it("[D2-6.01] another carrier's tender and an unknown one are the same NOT_FOUND", async () => {
    const theirs = await tenderTo(db, strangerCarrierId);
    const before = await tenderRows(db, theirs);
    for (const shipmentId of [theirs, 'S-NOPE-1']) {
      const error = await refuseTender(test, dispatcher, {
        shipmentId,
        action: 'ACCEPT',
        termsAccepted: true,
      });
      expect(error).toMatchObject({
        message: inEnglish(tenderNotFoundMessage),
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await tenderRows(db, theirs)).toEqual(before);
  });

  it('[D2-6.01] only the Dispatcher answers tenders: drivers, owner-operators and admins are FORBIDDEN', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const carrierId = (await tenderRows(db, shipmentId)).shipment.assignedCarrierId!;
    for (const roles of [['carrierDriver'], ['carrierLeasedOwnerOpr'], ['carrierAdmin']] as const) {
      const caller = await signInPerson(db, carrierId, [...roles]);
      const error = await refuseTender(test, caller, { shipmentId, action: 'ACCEPT', termsAccepted: true });
      expect(error.extensions.code).toBe('FORBIDDEN');
    }
    expect((await tenderRows(db, shipmentId)).shipment.shipmentState).toBe('TENDERED');
  });
});
