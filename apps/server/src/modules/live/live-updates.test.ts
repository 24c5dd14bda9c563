import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads } from '../../db/schema/identity';
import { grantClaim } from '../../platform/live-grants';
import { authHeaders, createCarrier, signIdToken, signInAs } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { tenderTestShipment } from '../shipments/shipments.fixtures';
import { aboutShipment, openLiveReader, type LiveReader } from '../../test-support/live-reader';

// The live stream through the real app over HTTP (decision 061): what each member hears, the caps,
// the session's end and the server's.

let test: TestApp;
let url: string;
const readers: LiveReader[] = [];
const open = async (headers: Record<string, string>) => {
  const reader = await openLiveReader(url, headers);
  readers.push(reader);
  if (reader.status === 200) await reader.waitFor((event) => event.event === 'ready');
  return reader;
};

beforeAll(async () => {
  test = await startTestApp({ LIVE_STREAMS_PER_MEMBER: '2', LIVE_HEARTBEAT_MS: '200' });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const reader of readers) reader.close();
  await test.close();
});

describe('live updates', () => {
  it('a shipment tendered to a carrier reaches its dispatcher, not another carrier’s', async () => {
    const db = test.database.db;
    const ourCode = `CC-LIVE-${randomUUID().slice(0, 6)}`;
    const theirCode = `CC-LIVE-${randomUUID().slice(0, 6)}`;
    const ours = await createCarrier(db, { commonCarrierId: ourCode });
    const theirs = await createCarrier(db, { commonCarrierId: theirCode });
    const dispatcher = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: ours.id });
    const stranger = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: theirs.id });
    const ourStream = await open(dispatcher.headers);
    const theirStream = await open(stranger.headers);

    const ourShipment = await tenderTestShipment(db, { commonCarrierId: ourCode, state: 'TENDERED' });
    await ourStream.waitFor(aboutShipment(ourShipment));
    // Their own tender comes after ours: by the time they hear it, ours would have reached them.
    const theirShipment = await tenderTestShipment(db, { commonCarrierId: theirCode, state: 'TENDERED' });
    await theirStream.waitFor(aboutShipment(theirShipment));
    expect(theirStream.events.some(aboutShipment(ourShipment))).toBe(false);
    expect(ourStream.events.some(aboutShipment(theirShipment))).toBe(false);
  });

  it('a driver hears of the loads assigned to them only; a dispatcher of every load of the carrier', async () => {
    const db = test.database.db;
    const code = `CC-LIVE-${randomUUID().slice(0, 6)}`;
    const carrier = await createCarrier(db, { commonCarrierId: code });
    const driver = await signInAs(db, { roles: ['carrierDriver'], carrierId: carrier.id });
    const dispatcher = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const driverStream = await open(driver.headers);
    const dispatcherStream = await open(dispatcher.headers);

    const colleagues = await tenderTestShipment(db, { commonCarrierId: code, state: 'TENDERED' });
    const theirs = await tenderTestShipment(db, {
      commonCarrierId: code,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
    });
    await driverStream.waitFor(aboutShipment(theirs));
    await dispatcherStream.waitFor(aboutShipment(theirs));
    expect(driverStream.events.some(aboutShipment(colleagues))).toBe(false);
    expect(dispatcherStream.events.some(aboutShipment(colleagues))).toBe(true);
  });

  it('refuses a stream without a token, and past the cap per member with a translated 422', async () => {
    const db = test.database.db;
    const anonymous = await openLiveReader(url, { 'x-subscription-key': 'carrier-web-local' });
    expect(anonymous.status).toBe(401);

    const carrier = await createCarrier(db);
    const member = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const first = await open(member.headers);
    await open(member.headers);
    const third = await open({ ...member.headers, 'accept-language': 'fr' });
    expect(third.status).toBe(422);
    expect(third.refusal).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(JSON.stringify(third.refusal)).toContain('Vous avez déjà 2 fenêtres');

    first.close();
    const deadline = Date.now() + 5_000;
    let again = await openLiveReader(url, member.headers);
    while (again.status !== 200 && Date.now() < deadline) again = await openLiveReader(url, member.headers);
    readers.push(again);
    expect(again.status).toBe(200);
  });

  it('answers a malformed or foreign token, a wrong subscription key or a wrong method with a 4xx, never a stream', async () => {
    const key = { 'x-subscription-key': 'carrier-web-local' };
    for (const headers of [
      { ...key, authorization: 'Bearer' },
      { ...key, authorization: 'Bearer not.a.token' },
      { ...key, authorization: `Bearer ${'a'.repeat(5_000)}` },
      { ...key, authorization: 'Basic dXNlcjpwYXNz' },
      { 'x-subscription-key': 'unknown', authorization: 'Bearer x.y.z' },
    ]) {
      const refused = await openLiveReader(url, headers);
      expect(refused.status, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(refused.refusal).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const posted = await fetch(`${url}/live/v1/events`, { method: 'POST', headers: key });
    expect(posted.status).toBe(405);
  });

  it('ends the stream at the next heartbeat once the session is logged out', async () => {
    const db = test.database.db;
    const carrier = await createCarrier(db);
    const member = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const token = await signIdToken(db, member.member);
    const stream = await open(authHeaders(token));
    await db.delete(oidcPayloads).where(eq(oidcPayloads.id, decodeJwt(token)[grantClaim] as string));
    await stream.waitForEnd();
  });

  it('ends the stream when its token expires, for the client to open one with its new token', async () => {
    const db = test.database.db;
    const carrier = await createCarrier(db);
    const member = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const stream = await open(authHeaders(await signIdToken(db, member.member, { expiresAt })));
    await stream.waitForEnd(6_000);
  });
});

describe('live updates at the process cap and at shutdown', () => {
  it('refuses a stream past the cap of the process with a translated 503, and ends every stream when the server closes', async () => {
    const own = await startTestApp({ LIVE_STREAMS_MAX: '1' });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const ownUrl = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const carrier = await createCarrier(own.database.db);
    const member = await signInAs(own.database.db, { roles: ['carrierDriver'], carrierId: carrier.id });
    const colleague = await signInAs(own.database.db, { roles: ['carrierDriver'], carrierId: carrier.id });
    const stream = await openLiveReader(ownUrl, member.headers);
    await stream.waitFor((event) => event.event === 'ready');
    const refused = await openLiveReader(ownUrl, { ...colleague.headers, 'accept-language': 'fr' });
    expect(refused.status).toBe(503);
    expect(refused.refusal).toMatchObject({ code: 'UNAVAILABLE' });
    expect(JSON.stringify(refused.refusal)).toContain('Les mises à jour en direct sont occupées');
    await own.close();
    await stream.waitForEnd();
  });
});
