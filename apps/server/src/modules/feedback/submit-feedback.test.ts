import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { feedback, userEvents } from '../../db/schema/engagement';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { feedbackEventName } from './submit-feedback';

const now = new Date('2030-03-04T12:00:00Z');

/** The payload of D3-3.19 as the web sends it. */
const payloadOf = (caller: TestCaller, overrides: Record<string, unknown> = {}) => ({
  upn: caller.member.upn,
  carrierId: caller.member.carrierId,
  carrierName: 'Test Carrier',
  rating: 4,
  feedback: 'The trip screen is clear.',
  firstName: 'Test',
  lastName: 'Member',
  devicePlatform: 'Web',
  deviceManufacturer: 'Google Inc.',
  deviceModel: 'Chrome',
  appVersion: '',
  deviceUUID: '',
  deviceOSVersion: '',
  ...overrides,
});

describe('POST /devicemanage/v1/manage (feedback)', () => {
  let test: TestApp;
  let db: Database;
  let carrierId: string;

  const send = (caller: TestCaller | null, body: unknown, language?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/devicemanage/v1/manage',
      headers: { ...(caller?.headers ?? {}), ...(language ? { 'accept-language': language } : {}) },
      payload: body as Record<string, unknown>,
    });
  const storedOf = async (caller: TestCaller) => ({
    feedback: await db.select().from(feedback).where(eq(feedback.memberId, caller.member.id)),
    events: await db.select().from(userEvents).where(eq(userEvents.memberId, caller.member.id)),
  });
  const signIn = (roles: Role[] = ['carrierDriver']) => signInAt(db, now, { roles, carrierId });

  beforeAll(async () => {
    test = await startTestApp({ FEEDBACK_LIMIT_MAX: '3' }, { now: () => now });
    db = test.database.db;
    carrierId = (await createCarrier(db)).id;
  });
  afterAll(() => test.close());

  it('[D3-7.20] [D3-3.19] stores the rating, comment and device, logs the feedback event and answers feedback true', async () => {
    const driver = await signIn();
    const response = await send(driver, payloadOf(driver));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ feedback: true });
    const stored = await storedOf(driver);
    expect(stored.feedback).toEqual([
      expect.objectContaining({
        carrierId,
        rating: 4,
        comment: 'The trip screen is clear.',
        devicePlatform: 'Web',
        deviceManufacturer: 'Google Inc.',
        deviceModel: 'Chrome',
        appVersion: null,
        createdAt: now,
      }),
    ]);
    expect(stored.events).toEqual([
      expect.objectContaining({
        name: feedbackEventName,
        data: { rating: 4, devicePlatform: 'Web' },
        createdAt: now,
      }),
    ]);
  });

  it('[D3-6.08] a guest of no carrier sends feedback too: the More menu is everyone’s', async () => {
    const guest = await signInAt(db, now, { roles: ['carrierGuest'], carrierId: null });
    const response = await send(guest, payloadOf(guest, { feedback: undefined }));
    expect(response.json()).toEqual({ feedback: true });
    expect((await storedOf(guest)).feedback).toEqual([
      expect.objectContaining({ carrierId: null, comment: '' }),
    ]);
  });

  it('[D3-4.46] [D3-9.07] without a rating of 1 to 5 nothing is stored, and the rating is named', async () => {
    const driver = await signIn();
    for (const rating of [undefined, null, 0, 6, 3.5, '5']) {
      const response = await send(driver, payloadOf(driver, { rating }));
      expect([response.statusCode, Object.keys(response.json().fields ?? {})], String(rating)).toEqual([
        400,
        ['rating'],
      ]);
    }
    const french = await send(driver, payloadOf(driver, { rating: 0 }), 'fr');
    expect(french.json().fields.rating).toBe('Choisissez une note de 1 à 5 étoiles.');
    expect(await storedOf(driver)).toEqual({ feedback: [], events: [] });
  });

  it('[D3-5.26] a comment of 2,000 characters is stored, one of 2,001 is refused', async () => {
    const driver = await signIn();
    const refused = await send(driver, payloadOf(driver, { feedback: 'x'.repeat(2001) }));
    expect([refused.statusCode, refused.json().fields]).toEqual([
      400,
      { feedback: 'Write at most 2000 characters.' },
    ]);
    expect((await storedOf(driver)).feedback).toEqual([]);
    expect((await send(driver, payloadOf(driver, { feedback: 'x'.repeat(2000) }))).statusCode).toBe(200);
  });

  it('a payload that names another member or carrier is refused, and nothing is stored', async () => {
    const driver = await signIn();
    const other = await createCarrier(db);
    for (const overrides of [{ upn: 'someone.else@test.freight.test' }, { carrierId: other.id }]) {
      const response = await send(driver, payloadOf(driver, overrides));
      expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await storedOf(driver)).toEqual({ feedback: [], events: [] });
  });

  it('signed out is unauthenticated; a device field on several lines is refused', async () => {
    expect((await send(null, { rating: 5 })).statusCode).toBe(401);
    const driver = await signIn();
    const response = await send(driver, payloadOf(driver, { deviceModel: 'a\nb' }));
    expect([response.statusCode, Object.keys(response.json().fields)]).toEqual([400, ['deviceModel']]);
    const notAnObject = await send(driver, [payloadOf(driver)], 'fr');
    expect([notAnObject.statusCode, notAnObject.json().fields]).toEqual([
      400,
      { _: 'Envoyez le commentaire sous forme d’objet JSON.' },
    ]);
    expect(await storedOf(driver)).toEqual({ feedback: [], events: [] });
  });

  it('a member sends at most FEEDBACK_LIMIT_MAX forms a window, then LIMIT_EXCEEDED and nothing more is stored', async () => {
    const driver = await signIn();
    for (let sent = 0; sent < 3; sent += 1)
      expect((await send(driver, payloadOf(driver))).statusCode).toBe(200);
    const refused = await send(driver, payloadOf(driver));
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'LIMIT_EXCEEDED']);
    expect((await storedOf(driver)).feedback).toHaveLength(3);
  });
});
