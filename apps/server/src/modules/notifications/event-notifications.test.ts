import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { ShipmentEventContent } from '../shipments/record-shipment-event';
import type { Database } from '../../db/client';
import { members, notificationEventCursors, notifications, outbox, preferences } from '../../db/schema/index';
import { storeApiKey } from '../../platform/api-keys';
import { deliverPendingMail, deliverPendingOutbox } from '../../platform/mail/deliver-pending-mail';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import {
  buildTenderPayload,
  detailsNow,
  signInPerson,
  tenderTestShipment,
} from '../shipments/shipments.fixtures';
import { dispatchNotifications } from './dispatch-notifications';
import { loggingSmsChannel } from './message-channels';
import { notifyMember } from './notify-member';
import { notifyTenderReceived } from './notify-tender-received';
import { relayShipmentEvents } from './relay-shipment-events';
import { message } from '../../platform/i18n';

const apiKey = 'test-key-notifications';
const commonCarrierId = 'CC-NOTIFY';
const flags = (value: Record<string, boolean>) => JSON.stringify(value);
const silentLog = { warn: () => undefined };

describe('notifications from events', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let colleague: TestCaller;
  let driver: TestCaller;
  let admin: TestCaller;
  let stranger: TestCaller;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate TMS', apiKey);
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    const strangerCarrierId = (await createCarrier(db, { commonCarrierId: `${commonCarrierId}-X` })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher'], { mobileNumber: '312-555-0100' });
    colleague = await signInPerson(db, carrierId, ['carrierDispatcher'], { mobileNumber: '312-555-0199' });
    driver = await signInPerson(db, carrierId, ['carrierDriver'], { firstName: 'Dana', lastName: 'Reyes' });
    admin = await signInPerson(db, carrierId, ['carrierAdmin']);
    stranger = await signInPerson(db, strangerCarrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  const tender = (payload: object) =>
    test.app.inject({
      method: 'POST',
      url: '/integration/v1/shipments',
      headers: { 'x-api-key': apiKey },
      payload,
    });
  const noticesOf = (caller: TestCaller, type?: string) =>
    db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.memberId, caller.member.id), ...(type ? [eq(notifications.type, type)] : [])),
      )
      .orderBy(asc(notifications.createdAt));
  const outboxOf = (...recipients: string[]) =>
    db.select().from(outbox).where(inArray(outbox.recipient, recipients)).orderBy(asc(outbox.channel));
  const dispatch = () =>
    dispatchNotifications({ db, config: defaultConfig, publicUrl: 'https://freight.test' });
  const record = (shipmentId: string, content: ShipmentEventContent) =>
    db.transaction((tx) =>
      recordShipmentEvent(tx, {
        ...content,
        shipment: { sourceSystem: 'MERCURYGATE', shipmentId, orderId: null },
        occurredAt: detailsNow,
      } as Parameters<typeof recordShipmentEvent>[1]),
    );

  it("a tender tells the carrier's dispatchers once, with a link to the load, and no one else", async () => {
    const payload = buildTenderPayload({ commonCarrierId, orderId: 'ORD-NOTIFY-1' });
    const first = await tender(payload);
    expect(first.statusCode).toBe(201);
    const { shipmentId } = first.json<{ shipmentId: string }>();
    // The source system sends it again (refused as a duplicate), or the notice is retried: no second one.
    expect((await tender(payload)).statusCode).toBe(409);
    expect(await notifyTenderReceived(db, shipmentId)).toBe(0);

    for (const caller of [dispatcher, colleague]) {
      const told = (await noticesOf(caller, 'TENDER')).filter((row) => row.shipmentId === shipmentId);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        status: 'NEW',
        deepLinkUri: `/carrier/app/MyLoad?shipmentId=${shipmentId}`,
        eventKey: `tender:${shipmentId}`,
      });
      expect(told[0]!.title).toMatch(/tendered/);
    }
    for (const caller of [driver, admin, stranger]) expect(await noticesOf(caller, 'TENDER')).toEqual([]);
  });

  it('[D3-3.17] the bell answers the notification in the reader language, with its type and deep link', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/notifications/v1/retrievebystatusandupn',
      query: { notificationStatus: 'UNREAD', upn: dispatcher.member.upn },
      headers: { ...dispatcher.headers, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const [first] = response.json<{ notifications: { message: { title: string; data: object } }[] }>()
      .notifications;
    expect(first!.message.title).toMatch(/^Nouveau chargement .* proposé$/);
    expect(first!.message.data).toMatchObject({ type: 'TENDER' });
  });

  it('each notification goes out on the channels of its member preferences: e-mail only sends no SMS and no push', async () => {
    // The dispatcher keeps status updates by e-mail only; the colleague keeps the defaults (SMS and
    // e-mail); the driver adds push. Reading the bell in French above made French the dispatcher's
    // language (decision 064): they choose English again.
    await db
      .update(members)
      .set({ language: 'en', languageChosen: true })
      .where(eq(members.id, dispatcher.member.id));
    await db.insert(preferences).values([
      {
        memberId: dispatcher.member.id,
        key: 'preferredstatusupdates',
        value: flags({ sms: false, email: true, 'inapp-notifications': false }),
      },
      {
        memberId: driver.member.id,
        key: 'preferredstatusupdates',
        value: flags({ sms: false, email: true, 'inapp-notifications': true }),
      },
    ]);
    const shipmentId = await tenderTestShipment(db, { commonCarrierId, state: 'TENDERED' });
    await tender(buildTenderPayload({ commonCarrierId, orderId: 'ORD-NOTIFY-2' }));
    await dispatch();
    await db.delete(outbox);
    await notifyMember(db, {
      memberId: dispatcher.member.id,
      type: 'TENDER',
      title: message('messages:shipmentNotices.titles.TENDER', { loadId: shipmentId }),
      body: message('messages:shipmentNotices.bodies.TENDER', { loadId: shipmentId }),
      deepLinkUri: `/carrier/app/MyLoad?shipmentId=${shipmentId}`,
      eventKey: 'test:email-only',
    });
    for (const caller of [colleague, driver])
      await notifyMember(db, {
        memberId: caller.member.id,
        type: 'DELIVERED',
        title: message('messages:shipmentNotices.titles.DELIVERED', { loadId: shipmentId }),
        body: message('messages:shipmentNotices.bodies.DELIVERED', { loadId: shipmentId }),
        eventKey: 'test:channels',
      });
    expect(await dispatch()).toBe(3);
    expect(await dispatch()).toBe(0);

    const mine = await outboxOf(dispatcher.member.upn, '+13125550100', dispatcher.member.id);
    expect(mine.map((row) => row.channel)).toEqual(['email']);
    expect(mine[0]).toMatchObject({ subject: `New load ${shipmentId} tendered`, deliverAfter: null });
    expect(mine[0]!.text).toContain(`https://freight.test/carrier/app/MyLoad?shipmentId=${shipmentId}`);
    const theirs = await outboxOf(colleague.member.upn, '+13125550199', colleague.member.id);
    expect(theirs.map((row) => row.channel)).toEqual(['email', 'sms']);
    const drivers = await outboxOf(driver.member.upn, driver.member.id);
    expect(drivers.map((row) => row.channel)).toEqual(['email', 'push']);
    expect(JSON.parse(drivers[1]!.text)).toMatchObject({ data: { type: 'DELIVERED' } });
  });

  it('a load recommendation waits for the member next preferred time; its mail is not sent before', async () => {
    await db.delete(outbox);
    // 12:00 UTC on Friday 1 March 2030 is 7:00 in New York: in the default early morning.
    await db
      .update(notifications)
      .set({ dispatchedAt: detailsNow })
      .where(eq(notifications.memberId, colleague.member.id));
    await db.insert(preferences).values({
      memberId: colleague.member.id,
      key: 'preferredtime',
      value: flags({ earlyMorning: false, lateMorning: false, earlyAfternoon: false, lateAfternoon: true }),
    });
    await db.insert(notifications).values({
      memberId: colleague.member.id,
      type: 'CAPACITY',
      title: 'A new load for your truck',
      body: 'Load L-1 matches.',
      createdAt: detailsNow,
    });
    await dispatch();
    const [mail] = await outboxOf(colleague.member.upn);
    // Late afternoon starts at 15:00 in New York, 20:00 UTC.
    expect(mail!.deliverAfter).toEqual(new Date('2030-03-01T20:00:00Z'));
    const sent: string[] = [];
    const transport = { sendMail: async (mailed: { to: string }) => void sent.push(mailed.to) };
    await deliverPendingMail(db, transport, 'x@freight.test', silentLog, () => detailsNow);
    expect(sent).toEqual([]);
    await deliverPendingMail(
      db,
      transport,
      'x@freight.test',
      silentLog,
      () => new Date('2030-03-01T20:00:00Z'),
    );
    expect(sent).toEqual([colleague.member.upn]);
  });

  it('an inactive member or a notification deleted before it went out sends nothing', async () => {
    await db.delete(outbox);
    await db.update(members).set({ active: false }).where(eq(members.id, admin.member.id));
    const write = (memberId: string, eventKey: string) =>
      notifyMember(db, {
        memberId,
        type: 'PAYMENT',
        title: message('messages:shipmentNotices.titles.DELIVERED', { loadId: 'L' }),
        body: message('messages:shipmentNotices.bodies.DELIVERED', { loadId: 'L' }),
        eventKey,
      });
    await write(admin.member.id, 'test:inactive');
    await write(colleague.member.id, 'test:deleted');
    await db
      .update(notifications)
      .set({ status: 'DELETED' })
      .where(eq(notifications.eventKey, 'test:deleted'));
    expect(await dispatch()).toBe(2);
    expect(await db.select().from(outbox)).toEqual([]);
  });

  it('SMS is an interface that logs: the row is sent, its body never logged', async () => {
    await db.delete(outbox);
    await db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '+13125550199', subject: 'Hi', text: 'secret' });
    const logged: object[] = [];
    const sms = loggingSmsChannel({ info: (data: object) => void logged.push(data) } as never);
    expect(await deliverPendingOutbox(db, 'sms', sms.send, silentLog)).toEqual({ sent: 1, failed: 0 });
    expect(JSON.stringify(logged)).not.toContain('secret');
    expect(logged).toEqual([{ to: '…0199', subject: 'Hi' }]);
    const [row] = await db.select().from(outbox);
    expect(row!.status).toBe('SENT');
  });

  describe('shipment events', () => {
    let shipmentId: string;
    beforeAll(async () => {
      shipmentId = await tenderTestShipment(db, {
        commonCarrierId,
        state: 'DELIVERED_NEEDS_PPWK',
        driverUpn: driver.member.upn,
      });
      // Only the events of these tests: the cursors start after what is recorded already.
      await relayShipmentEvents(db);
    });
    const ofShipment = async (caller: TestCaller, type: string) =>
      (await noticesOf(caller, type)).filter((row) => row.shipmentId === shipmentId);

    it('a driver assigned is told it is theirs; the dispatchers are told who was assigned', async () => {
      await record(shipmentId, {
        type: 'DRIVER_ASSIGNED',
        data: {
          driver: { name: 'Dana Reyes', upn: driver.member.upn.toUpperCase(), mobileNumber: null },
          predecessorShipmentId: null,
          startLocation: null,
        },
      });
      expect(await relayShipmentEvents(db)).toBe(3);
      const [mine] = await ofShipment(driver, 'ASSIGNMENT');
      expect(mine!.title).toMatch(/assigned to you$/);
      const [theirs] = await ofShipment(dispatcher, 'ASSIGNMENT');
      expect(theirs!.body).toMatch(/^Dana Reyes was assigned to load/);
      expect(await ofShipment(admin, 'ASSIGNMENT')).toEqual([]);
      expect(await ofShipment(stranger, 'ASSIGNMENT')).toEqual([]);
    });

    it('a pass repeated after a crash writes nothing twice', async () => {
      const before = await db.select().from(notifications);
      await db.update(notificationEventCursors).set({ lastEventId: 0 });
      expect(await relayShipmentEvents(db)).toBe(0);
      expect(await db.select().from(notifications)).toHaveLength(before.length);
    });

    it('a late stop is told once per stop; a stop on time tells no one', async () => {
      const update = (lateArrivalReason: string | null, actualDeparture: string | null) =>
        record(shipmentId, {
          type: 'STOP_UPDATED',
          data: {
            stopId: 'STOP-2',
            sequenceNo: 2,
            actualEta: null,
            actualArrival: '2030-03-05T14:20:00-06:00',
            actualDeparture,
            trailerIn: null,
            trailerOut: null,
            chassisNumber: null,
            lateArrivalReason,
            position: null,
            updatedBy: 'Dana Reyes',
          },
        });
      await update(null, null);
      expect(await relayShipmentEvents(db)).toBe(0);
      await update('WEATHER', null);
      await update('WEATHER', '2030-03-05T15:00:00-06:00');
      expect(await relayShipmentEvents(db)).toBe(2);
      const [late] = await ofShipment(dispatcher, 'STOP_LATE');
      expect(late!.body).toMatch(/late at stop 2: WEATHER\.$/);
    });

    it('a trip completed without its paperwork tells the dispatchers it was delivered and the driver what is missing', async () => {
      await record(shipmentId, {
        type: 'TRIP_COMPLETED',
        data: { completedAt: '2030-03-05T15:00:00-06:00', completedBy: 'Dana Reyes' },
      });
      await relayShipmentEvents(db);
      expect(await ofShipment(dispatcher, 'DELIVERED')).toHaveLength(1);
      expect(await ofShipment(colleague, 'DELIVERED')).toHaveLength(1);
      expect(await ofShipment(driver, 'DOCUMENT_MISSING')).toHaveLength(1);
      expect(await ofShipment(dispatcher, 'DOCUMENT_MISSING')).toEqual([]);
    });
  });
});
