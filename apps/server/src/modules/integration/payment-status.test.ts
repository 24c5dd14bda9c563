import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { storeApiKey } from '../../platform/api-keys';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import {
  paymentNoticesOf,
  paymentTestShipment,
  putPaymentStatus,
  setPaymentColumns,
  shipmentRowOf,
} from '../payments/payments.fixtures';
import { detailsNow, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';

const commonCarrierId = 'CC-PAY-STATUS';
const mercuryKey = 'test-key-mercurygate';
const mastermindKey = 'test-key-mastermind';
const otmKey = 'test-key-otm';

describe('PUT /integration/v1/shipments/:shipmentId/payment-status', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let strangerDispatcher: TestCaller;

  const put = (shipmentId: string, body: unknown, key = mercuryKey) =>
    putPaymentStatus(test, key, shipmentId, body);
  const noticeCount = async (caller: TestCaller) => (await paymentNoticesOf(db, caller.member.id)).length;

  /** Sends a refused call and checks its status and fields, and that nothing was written or told. */
  async function expectRefused(shipmentId: string, body: unknown, status: number, fields?: string[]) {
    const before = await shipmentRowOf(db, shipmentId);
    const notices = await noticeCount(dispatcher);
    const response = await put(shipmentId, body);
    expect(response.statusCode).toBe(status);
    if (fields) expect(Object.keys(response.json().fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await shipmentRowOf(db, shipmentId)).toEqual(before);
    expect(await noticeCount(dispatcher)).toBe(notices);
    return response;
  }

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate TMS', mercuryKey);
    await storeApiKey(db, 'MASTERMIND', 'Mastermind', mastermindKey);
    await storeApiKey(db, 'OTMNONASSET', 'OTM', otmKey);
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-PAY-STATUS-2' })).id;
    strangerDispatcher = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-6.10] [D2-4.07] a source that keeps its paperwork moves its delivered shipment to Delivered With Paperwork by invoicing it', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId);
    const response = await put(shipmentId, { paymentStatus: 'INVOICED' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shipmentId,
      shipmentState: 'DELIVERED_WITH_PPWK',
      paymentStatus: 'INVOICED',
      scheduledFor: null,
      paidAt: null,
      paidAmount: null,
      currency: 'USD',
      note: null,
      isChanged: true,
      version: 2,
    });
    const row = await shipmentRowOf(db, shipmentId);
    expect(row).toMatchObject({
      shipmentState: 'DELIVERED_WITH_PPWK',
      paymentStatus: 'INVOICED',
      paymentStatusUpdatedAt: detailsNow,
      paperworkCompletedAt: detailsNow,
      documentStatus: 'RECEIVED',
    });
    expect(row.invoiceCreatedAt).toEqual(detailsNow);
    // The source did this itself: nothing new in its own feed.
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType)).not.toContain(
      'PAPERWORK_COMPLETED',
    );
    expect(await paymentNoticesOf(db, dispatcher.member.id)).toContainEqual({
      title: `Load ${shipmentId}: waiting on the provider`,
      body: `The paperwork of load ${shipmentId} is in. The provider is reviewing it.`,
      shipmentId,
      deepLinkUri: `/carrier/app/MyLoad?shipmentId=${shipmentId}`,
    });
    expect(await noticeCount(strangerDispatcher)).toBe(0);
  });

  it('[D2-6.12] a NOT_INVOICED status leaves a shipment that waits on its paperwork where it is', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { sourceSystem: 'OTMNONASSET' });
    await setPaymentColumns(db, shipmentId, { paymentStatus: null });
    const response = await put(shipmentId, { paymentStatus: 'NOT_INVOICED' }, otmKey);
    expect(response.json()).toMatchObject({ shipmentState: 'DELIVERED_NEEDS_PPWK', isChanged: true });
    expect((await shipmentRowOf(db, shipmentId)).paperworkCompletedAt).toBeNull();
  });

  it('[D2-6.11] a source whose carriers upload their paperwork does not complete it by a payment status', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { sourceSystem: 'MASTERMIND' });
    const response = await put(shipmentId, { paymentStatus: 'DISPUTED', note: 'No BOL yet.' }, mastermindKey);
    expect(response.json()).toMatchObject({
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      paymentStatus: 'DISPUTED',
      note: 'No BOL yet.',
    });
    expect((await shipmentRowOf(db, shipmentId)).paperworkCompletedAt).toBeNull();
  });

  it('a repeated call with the same fields changes nothing and tells nobody, so a source may retry', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    const body = { paymentStatus: 'APPROVED', scheduledFor: '2030-04-02', note: 'Batch 7' };
    const first = await put(shipmentId, body);
    expect(first.json()).toMatchObject({ isChanged: true, scheduledFor: '2030-04-02', note: 'Batch 7' });
    const written = await shipmentRowOf(db, shipmentId);
    const notices = await noticeCount(dispatcher);

    const again = await put(shipmentId, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), isChanged: false });
    expect(await shipmentRowOf(db, shipmentId)).toEqual(written);
    expect(await noticeCount(dispatcher)).toBe(notices);

    // Another note is a change, told; the approval keeps its day, from which the terms count.
    const noted = await put(shipmentId, { ...body, note: 'Batch 8' });
    expect(noted.json()).toMatchObject({ isChanged: true, version: written.version + 1 });
    expect((await shipmentRowOf(db, shipmentId)).paymentStatusUpdatedAt).toEqual(
      written.paymentStatusUpdatedAt,
    );
    expect(await noticeCount(dispatcher)).toBe(notices + 1);
  });

  it('a PAID without amount takes the shipment’s total and without time the time of the call, kept on a retry', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    const paid = await put(shipmentId, { paymentStatus: 'PAID' });
    expect(paid.json()).toMatchObject({
      paymentStatus: 'PAID',
      paidAt: detailsNow.toISOString(),
      paidAmount: '2832.62',
      currency: 'USD',
    });
    const retried = await put(shipmentId, { paymentStatus: 'PAID' });
    expect(retried.json()).toMatchObject({ isChanged: false, paidAt: detailsNow.toISOString() });

    const corrected = await put(shipmentId, {
      paymentStatus: 'PAID',
      paidAt: '2030-02-28T10:00:00-05:00',
      paidAmount: 2800.5,
    });
    expect(corrected.json()).toMatchObject({
      isChanged: true,
      paidAt: '2030-02-28T15:00:00.000Z',
      paidAmount: '2800.50',
    });
    expect(await shipmentRowOf(db, shipmentId)).toMatchObject({
      paidAmountCents: 280_050,
      paidAt: new Date('2030-02-28T15:00:00Z'),
    });
  });

  it('refuses a PAID without amount for a shipment without a total', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    await setPaymentColumns(db, shipmentId, { totalCostCents: null });
    const response = await expectRefused(shipmentId, { paymentStatus: 'PAID' }, 400, ['paidAmount']);
    expect(response.json().fields.paidAmount).toBe(
      `Shipment ${shipmentId} has no total: a PAID status needs its paidAmount.`,
    );
  });

  it.each([
    ['a day with another status', { paymentStatus: 'PAID', scheduledFor: '2030-04-02' }, ['scheduledFor']],
    [
      'a payment time with another status',
      { paymentStatus: 'APPROVED', paidAt: '2030-02-28T10:00:00Z' },
      ['paidAt'],
    ],
    ['an amount with another status', { paymentStatus: 'INVOICED', paidAmount: '10.00' }, ['paidAmount']],
    ['a day in another form', { paymentStatus: 'APPROVED', scheduledFor: '04/02/2030' }, ['scheduledFor']],
    [
      'a day that does not exist',
      { paymentStatus: 'APPROVED', scheduledFor: '2030-02-30' },
      ['scheduledFor'],
    ],
    ['a day of year 0', { paymentStatus: 'APPROVED', scheduledFor: '0000-01-01' }, ['scheduledFor']],
    ['a time without its offset', { paymentStatus: 'PAID', paidAt: '2030-02-28T10:00:00' }, ['paidAt']],
    ['a time in the future', { paymentStatus: 'PAID', paidAt: '2030-03-02T12:00:00Z' }, ['paidAt']],
    ['a time of year 0', { paymentStatus: 'PAID', paidAt: '0000-01-01T00:00:00Z' }, ['paidAt']],
    ['a negative amount', { paymentStatus: 'PAID', paidAmount: '-5.00' }, ['paidAmount']],
    ['an amount with 3 decimals', { paymentStatus: 'PAID', paidAmount: 10.005 }, ['paidAmount']],
    ['a note of two lines', { paymentStatus: 'DISPUTED', note: 'POD\nmissing' }, ['note']],
    ['a note too long', { paymentStatus: 'DISPUTED', note: 'x'.repeat(501) }, ['note']],
    ['an unknown status', { paymentStatus: 'LOST' }, ['paymentStatus']],
    ['no status', {}, ['paymentStatus']],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_name, body, fields) => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    await expectRefused(shipmentId, body, 400, fields);
  });

  it('answers the refusal in the source’s language', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    const response = await test.app.inject({
      method: 'PUT',
      url: `/integration/v1/shipments/${shipmentId}/payment-status`,
      headers: { 'x-api-key': mercuryKey, 'accept-language': 'fr-CA' },
      payload: { paymentStatus: 'APPROVED', scheduledFor: 'demain' },
    });
    expect(response.json().fields).toEqual({ scheduledFor: 'Date attendue, par exemple 2030-04-02.' });
  });

  it('refuses a status past NOT_INVOICED before delivery with 409, and changes nothing', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'CARRIER_ASSIGNMENT' });
    const response = await expectRefused(shipmentId, { paymentStatus: 'INVOICED' }, 409);
    expect(response.json().message).toBe(
      `Shipment ${shipmentId} is not delivered: its payment status stays NOT_INVOICED until it is.`,
    );
  });

  it('a source reaches its own shipments only: another source’s shipment answers as an unknown one', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId);
    const before = await shipmentRowOf(db, shipmentId);
    const notices = await noticeCount(dispatcher);
    const theirs = await put(shipmentId, { paymentStatus: 'PAID', paidAmount: '1.00' }, otmKey);
    const unknown = await put('S00000000', { paymentStatus: 'PAID', paidAmount: '1.00' }, otmKey);
    expect([theirs.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(theirs.json().message).toBe(`No shipment ${shipmentId}.`);
    expect(await shipmentRowOf(db, shipmentId)).toEqual(before);
    expect(await noticeCount(dispatcher)).toBe(notices);
    expect((await put(shipmentId, { paymentStatus: 'PAID' }, 'wrong-key')).statusCode).toBe(401);
  });
});
