import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { createCarrier, signInAs, type TestMember } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { notificationNotFoundMessage } from './update-notification-status';
import { inEnglish } from '../../test-support/in-english';

type SignedIn = { member: TestMember; headers: Record<string, string> };
type Listed = {
  totalCount: number;
  notifications: { vendorMessageID: string; notificationStatus: string }[];
};

describe('notifications', () => {
  let test: TestApp;
  let driver: SignedIn;
  let colleague: SignedIn;
  let stranger: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await startTestApp();
    const db = test.database.db;
    const lakes = await createCarrier(db);
    const coastal = await createCarrier(db);
    driver = await signInAs(db, { roles: ['carrierDriver'], carrierId: lakes.id });
    colleague = await signInAs(db, { roles: ['carrierDispatcher', 'carrierAdmin'], carrierId: lakes.id });
    stranger = await signInAs(db, { roles: ['carrierDriver'], carrierId: coastal.id });
    const rows = await db
      .insert(notifications)
      .values([
        {
          memberId: driver.member.id,
          status: 'NEW',
          title: 'Load assigned',
          body: 'L1',
          type: 'ASSIGNED',
          shipmentId: 'S1',
        },
        { memberId: driver.member.id, status: 'UNREAD', title: 'Stop updated', body: 'L2', type: 'STOP' },
        { memberId: driver.member.id, status: 'DELETED', title: 'Old', body: 'L3', type: 'STOP' },
        { memberId: stranger.member.id, status: 'NEW', title: 'Theirs', body: 'L4', type: 'STOP' },
      ])
      .returning({ id: notifications.vendorMessageId, title: notifications.title });
    for (const row of rows) ids[row.title] = row.id;
  });
  afterAll(() => test.close());

  const list = (caller: SignedIn, upn: string, notificationStatus = 'UNREAD') =>
    test.app.inject({
      method: 'GET',
      url: '/notifications/v1/retrievebystatusandupn',
      query: { notificationStatus, upn },
      headers: caller.headers,
    });

  it("[D3-7.19] lists the caller's unread notifications: NEW and UNREAD, never DELETED", async () => {
    const response = await list(driver, driver.member.upn);
    expect(response.statusCode).toBe(200);
    const body = response.json<Listed>();
    expect(body.totalCount).toBe(2);
    expect(body.notifications.map((n) => n.vendorMessageID).sort()).toEqual(
      [ids['Load assigned'], ids['Stop updated']].sort(),
    );
    expect(body.notifications.find((n) => n.vendorMessageID === ids['Load assigned'])).toMatchObject({
      notificationStatus: 'NEW',
      upn: driver.member.upn,
      message: {
        title: 'Load assigned',
        body: 'L1',
        data: { type: 'ASSIGNED', shipmentId: 'S1', deepLinkURI: null },
      },
    });
    expect((await list(driver, driver.member.upn, 'NEW')).json<Listed>().totalCount).toBe(1);
  });

  it("[D3-7.19] refuses another member's upn, of the same carrier or another, with 403", async () => {
    for (const caller of [colleague, stranger]) {
      const response = await list(caller, driver.member.upn);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('[D3-7.19] refuses a call without a token', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/notifications/v1/retrievebystatusandupn?notificationStatus=UNREAD&upn=${driver.member.upn}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('[D3-7.19] answers 400 for an unknown status', async () => {
    expect((await list(driver, driver.member.upn, 'READ')).statusCode).toBe(400);
  });

  it("[D3-7.19] updates or deletes the caller's own notification only", async () => {
    const put = (caller: SignedIn, id: string, notificationStatus: string) =>
      test.app.inject({
        method: 'PUT',
        url: `/notifications/v1/${id}`,
        payload: { notificationStatus },
        headers: caller.headers,
      });
    const theirs = await put(driver, ids['Theirs']!, 'DELETED');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: inEnglish(notificationNotFoundMessage),
    });
    const [untouched] = await test.database.db
      .select({ status: notifications.status })
      .from(notifications)
      .where(eq(notifications.vendorMessageId, ids['Theirs']!));
    expect(untouched?.status).toBe('NEW');

    const deleted = await put(driver, ids['Stop updated']!, 'DELETED');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      vendorMessageID: ids['Stop updated'],
      notificationStatus: 'DELETED',
    });
    expect((await put(driver, ids['Stop updated']!, 'UNREAD')).statusCode).toBe(404); // deleted is final
    expect((await put(driver, 'not-a-uuid', 'UNREAD')).statusCode).toBe(400);
  });

  it("[D3-7.19] moves the caller's NEW notifications to UNREAD, nobody else's", async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/notifications/v1',
      headers: driver.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updatedCount: 1 });
    expect((await list(driver, driver.member.upn, 'NEW')).json<Listed>().totalCount).toBe(0);
    expect((await list(stranger, stranger.member.upn, 'NEW')).json<Listed>().totalCount).toBe(1);
  });
});
