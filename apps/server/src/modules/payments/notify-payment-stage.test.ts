import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { members, notifications } from '../../db/schema/index';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';
import { notifyPaymentStage } from './notify-payment-stage';
import {
  paymentNoticesOf,
  paymentTestShipment,
  recordBooking,
  setPaymentColumns,
  shipmentRowOf,
} from './payments.fixtures';

const commonCarrierId = 'CC-PAY-NOTICE';

describe('the payment tracker’s notices', () => {
  let test: TestApp;
  let db: Database;
  let carrierId: string;
  let dispatcher: TestCaller;
  let secondDispatcher: TestCaller;
  let formerDispatcher: TestCaller;
  let driver: TestCaller;
  let ownerOperator: TestCaller;
  let otherOwnerOperator: TestCaller;
  let strangerDispatcher: TestCaller;

  const notify = async (shipmentId: string) => {
    const row = await shipmentRowOf(db, shipmentId);
    await db.transaction((tx) => notifyPaymentStage(tx, row));
  };
  const noticesFor = (shipmentId: string) =>
    db
      .select({ memberId: notifications.memberId })
      .from(notifications)
      .where(eq(notifications.shipmentId, shipmentId));

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    carrierId = (await createCarrier(db, { commonCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    secondDispatcher = await signInPerson(db, carrierId, ['carrierDispatcher', 'carrierAdmin']);
    formerDispatcher = await signInPerson(db, carrierId, ['carrierDispatcher'], { active: false });
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    otherOwnerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-PAY-NOTICE-2' })).id;
    strangerDispatcher = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('writes one notice per active dispatcher of the carrier, none for drivers or another carrier', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId, { state: 'DELIVERED_WITH_PPWK' });
    await notify(shipmentId);

    const told = (await noticesFor(shipmentId)).map((row) => row.memberId).sort();
    expect(told).toEqual([dispatcher.member.id, secondDispatcher.member.id].sort());
    for (const member of [formerDispatcher, driver, ownerOperator, strangerDispatcher])
      expect(told).not.toContain(member.member.id);
    expect(await paymentNoticesOf(db, dispatcher.member.id)).toContainEqual({
      title: `Load ${shipmentId}: waiting on the provider`,
      body: `The paperwork of load ${shipmentId} is in. The provider is reviewing it.`,
      shipmentId,
      deepLinkUri: `/carrier/app/MyLoad?shipmentId=${shipmentId}`,
    });
  });

  it('tells the owner-operator who booked the load too, once even when they also dispatch', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId);
    await recordBooking(db, shipmentId, ownerOperator.member, carrierId);
    await notify(shipmentId);
    expect((await noticesFor(shipmentId)).map((row) => row.memberId).sort()).toEqual(
      [dispatcher.member.id, secondDispatcher.member.id, ownerOperator.member.id].sort(),
    );
    expect((await noticesFor(shipmentId)).map((row) => row.memberId)).not.toContain(
      otherOwnerOperator.member.id,
    );

    const both = await signInPerson(db, carrierId, ['carrierDispatcher', 'carrierLeasedOwnerOpr']);
    const booked = await paymentTestShipment(db, commonCarrierId);
    await recordBooking(db, booked, both.member, carrierId);
    await notify(booked);
    expect((await noticesFor(booked)).filter((row) => row.memberId === both.member.id)).toHaveLength(1);
    await db.update(members).set({ active: false }).where(eq(members.id, both.member.id));
  });

  it('says the stage: a dispute with the source’s note, a scheduled day, a payment without its amount', async () => {
    const disputed = await paymentTestShipment(db, commonCarrierId);
    await setPaymentColumns(db, disputed, {
      paymentStatus: 'DISPUTED',
      paymentNote: 'The POD is not signed.',
    });
    const scheduled = await paymentTestShipment(db, commonCarrierId);
    await setPaymentColumns(db, scheduled, { paymentStatus: 'APPROVED', paymentScheduledFor: '2030-04-02' });
    const paid = await paymentTestShipment(db, commonCarrierId);
    await setPaymentColumns(db, paid, {
      paymentStatus: 'PAID',
      paidAt: detailsNow,
      paidAmountCents: 283_262,
    });
    for (const shipmentId of [disputed, scheduled, paid]) await notify(shipmentId);

    const notices = await paymentNoticesOf(db, dispatcher.member.id);
    const of = (shipmentId: string) => notices.find((notice) => notice.shipmentId === shipmentId);
    expect(of(disputed)).toMatchObject({
      title: `Load ${disputed}: waiting on you`,
      body: `The provider disputes the paperwork of load ${disputed}: The POD is not signed.`,
    });
    expect(of(scheduled)).toMatchObject({
      title: `Load ${scheduled}: payment scheduled`,
      body: `The provider approved the invoice of load ${scheduled} and plans to pay on Apr 2, 2030.`,
    });
    expect(of(paid)).toMatchObject({ title: `Load ${paid}: paid` });
    expect(of(paid)?.body).not.toMatch(/2,?832/);
  });

  it('is read in the reader’s language', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId);
    await setPaymentColumns(db, shipmentId, { paymentStatus: 'APPROVED', paymentScheduledFor: '2030-04-02' });
    await notify(shipmentId);
    const response = await test.app.inject({
      method: 'GET',
      url: '/notifications/v1/retrievebystatusandupn',
      query: { notificationStatus: 'NEW', upn: dispatcher.member.upn },
      headers: { ...dispatcher.headers, 'accept-language': 'fr-CA' },
    });
    const listed = (
      response.json() as {
        notifications: {
          message: { title: string; body: string; data: { type: string; shipmentId: string } };
        }[];
      }
    ).notifications.find((notice) => notice.message.data.shipmentId === shipmentId);
    expect(listed?.message).toMatchObject({
      title: `Chargement ${shipmentId} : paiement prévu`,
      body: `Le fournisseur a approuvé la facture du chargement ${shipmentId} et prévoit de payer le 2 avr. 2030.`,
      data: { type: 'PAYMENT' },
    });
  });

  it('writes nothing for a shipment without a carrier', async () => {
    const shipmentId = await paymentTestShipment(db, commonCarrierId);
    await setPaymentColumns(db, shipmentId, { assignedCarrierId: null });
    await notify(shipmentId);
    expect(await noticesFor(shipmentId)).toEqual([]);
  });
});
