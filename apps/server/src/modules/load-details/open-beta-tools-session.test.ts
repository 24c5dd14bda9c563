import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { Database } from '../../db/client';
import { createCarrier, testIssuer, signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, tenderTestShipment } from '../shipments/shipments.fixtures';
import {
  betaToolsAudience,
  betaToolsNotOfferedMessage,
  betaToolsShipmentNotFoundMessage,
} from './open-beta-tools-session';
import { inEnglish } from '../../test-support/in-english';

const betaToolsOn = { CONFIG_OVERRIDES: JSON.stringify({ features: { betaTools: true } }) };

function openSession(test: TestApp, caller: TestCaller | null, shipmentId: unknown) {
  return test.app.inject({
    method: 'POST',
    url: '/v1/beta-tools/session',
    headers: caller?.headers ?? {},
    payload: { shipmentId },
  });
}

describe('POST /v1/beta-tools/session', () => {
  let test: TestApp;
  let db: Database;
  let beta: TestCaller;
  let dispatcher: TestCaller;
  let stranger: TestCaller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await startTestApp(betaToolsOn, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-BETA' })).id;
    beta = await signInAt(db, detailsNow, { roles: ['carrierBeta1', 'carrierDispatcher'], carrierId });
    dispatcher = await signInAt(db, detailsNow, { roles: ['carrierDispatcher'], carrierId });
    const strangerCarrierId = (await createCarrier(db)).id;
    stranger = await signInAt(db, detailsNow, {
      roles: ['carrierBeta1', 'carrierDispatcher'],
      carrierId: strangerCarrierId,
    });
    const driver = await signInAt(db, detailsNow, { roles: ['carrierDriver'], carrierId });
    const commonCarrierId = 'CC-BETA';
    ids.tendered = await tenderTestShipment(db, { commonCarrierId, state: 'TENDERED' });
    ids.assigned = await tenderTestShipment(db, { commonCarrierId, state: 'CARRIER_ASSIGNMENT' });
    ids.inTransit = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'IN_TRANSIT',
      driverUpn: driver.member.upn,
    });
  });
  afterAll(() => test.close());

  it('[D1-9.10] [D1-2.28] answers a Bearer token for 3600 s with the shipment id, verifiable with the published keys', async () => {
    const response = await openSession(test, beta, ids.inTransit!.toLowerCase());
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toEqual({
      url: defaultConfig.betaTools.url,
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      expiresIn: 3_600,
      shipmentId: ids.inTransit,
    });
    const jwks = (await test.app.inject({ url: '/identity/jwks' })).json() as JSONWebKeySet;
    const { payload, protectedHeader } = await jwtVerify(session.accessToken, createLocalJWKSet(jwks), {
      audience: betaToolsAudience,
      issuer: testIssuer,
      currentDate: detailsNow,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: beta.member.id, shipment_id: ids.inTransit });
    expect(payload.iat).toBe(Math.floor(detailsNow.getTime() / 1000));
    expect(payload.exp! - payload.iat!).toBe(3_600);
    // An hour later it no longer verifies.
    await expect(
      jwtVerify(session.accessToken, createLocalJWKSet(jwks), {
        audience: betaToolsAudience,
        currentDate: new Date(detailsNow.getTime() + 3_601_000),
      }),
    ).rejects.toThrow();
  });

  it('[D1-2.28] opens for Carrier Tendered too: every My Loads module but Carrier Assigned', async () => {
    const response = await openSession(test, beta, ids.tendered);
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().accessToken)).toMatchObject({ shipment_id: ids.tendered });
  });

  it('[D1-2.28] refuses a Carrier Assigned shipment', async () => {
    const response = await openSession(test, beta, ids.assigned);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: inEnglish(betaToolsNotOfferedMessage),
    });
  });

  it('[D1-2.28] refuses callers without the Beta role, and a call without a token', async () => {
    const response = await openSession(test, dispatcher, ids.inTransit);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await openSession(test, null, ids.inTransit)).statusCode).toBe(401);
  });

  it("[D1-2.28] another carrier's or an unknown shipment is NOT_FOUND; a missing id is BAD_USER_INPUT", async () => {
    for (const id of [ids.inTransit, 'S00000000']) {
      const response = await openSession(test, id === 'S00000000' ? beta : stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: inEnglish(betaToolsShipmentNotFoundMessage),
      });
    }
    const missing = await openSession(test, beta, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('POST /v1/beta-tools/session with the beta-tools flag off (the default)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
  });
  afterAll(() => test.close());

  it('[D1-2.28] refuses even the Beta role', async () => {
    const db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-BETA-OFF' })).id;
    const beta = await signInAt(db, detailsNow, {
      roles: ['carrierBeta1', 'carrierDispatcher'],
      carrierId,
    });
    const shipmentId = await tenderTestShipment(db, { commonCarrierId: 'CC-BETA-OFF', state: 'TENDERED' });
    const response = await openSession(test, beta, shipmentId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This feature is not available right now.',
    });
  });
});
