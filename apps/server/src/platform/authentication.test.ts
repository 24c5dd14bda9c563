import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityKeys, members } from '../db/schema/index';
import {
  authHeaders,
  createCarrier,
  createMemberWithRoles,
  signIdToken,
  testSubscriptionKey,
  type TestMember,
} from '../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../test-support/test-app';
import { missingSubscriptionKeyMessage, unknownSubscriptionKeyMessage } from './authentication';
import { ensureSigningKeys, loadSigningKeys } from './signing-keys';
import { inEnglish } from '../test-support/in-english';

const loginExpired = 'Login expired, Log Out and log back in to try again';
const ownDetails = (upn: string) =>
  `{ getUserDetails(userPrincipalName: "${upn}") { member { upn userApplicationDetails { roles { roleName } } } } }`;

describe('authentication', () => {
  let test: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    test = await startTestApp({ SUBSCRIPTION_KEYS: `${testSubscriptionKey}, carrier-mobile-local` });
    const carrier = await createCarrier(test.database.db);
    member = await createMemberWithRoles(test.database.db, {
      roles: ['carrierDriver'],
      carrierId: carrier.id,
    });
  });
  afterAll(() => test.close());

  const locations = (headers: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: '/v1/api/locations/searchByQuery?query=ch', headers });
  const expect401 = async (headers: Record<string, string>, message = loginExpired) => {
    const rest = await locations(headers);
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toMatchObject({ code: 'UNAUTHENTICATED', message });
    const gateway = await graphql(test.app, ownDetails(member.upn), {}, 'web', headers);
    expect(gateway.status).toBe(401);
    expect(gateway.body.data).toBeNull();
    expect(gateway.body.errors?.[0]).toEqual({ message, extensions: { code: 'UNAUTHENTICATED' } });
  };

  it('[D1-7.01][D3-7.02] accepts a valid ID token with a subscription key, on REST and on the gateway', async () => {
    const headers = authHeaders(await signIdToken(test.database.db, member));
    expect((await locations(headers)).statusCode).toBe(200);
    const response = await graphql(test.app, ownDetails(member.upn), {}, 'mobile', {
      ...headers,
      'x-subscription-key': 'carrier-mobile-local',
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toMatchObject({ getUserDetails: { member: { upn: member.upn } } });
  });

  it('[D1-7.01] answers 401 without a token', async () => {
    await expect401({ 'x-subscription-key': testSubscriptionKey });
  });

  it('[D1-7.01] answers 401 for a malformed token', async () => {
    await expect401(authHeaders('not.a.token'));
  });

  it('[D1-7.01] answers 401 for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signIdToken(test.database.db, member, {
      issuedAt: now - 7200,
      expiresAt: now - 3600,
    });
    await expect401(authHeaders(token));
  });

  it('[D1-7.01] answers 401 for a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await signIdToken(test.database.db, member, { key: { privateKey, kid: 'someone-else' } });
    await expect401(authHeaders(token));
    // Same kid as ours, different key: the signature check fails.
    const [ours] = (await loadSigningKeys(test.database.db)).publicJwks;
    const forged = await signIdToken(test.database.db, member, { key: { privateKey, kid: ours!.kid! } });
    await expect401(authHeaders(forged));
  });

  it('[D1-7.01] answers 401 for a token meant for another client (audience)', async () => {
    await expect401(authHeaders(await signIdToken(test.database.db, member, { audience: 'other-client' })));
  });

  it('[D1-7.01] answers 401 for a token from another issuer', async () => {
    const token = await signIdToken(test.database.db, member, {
      issuer: 'https://evil.example.com/identity',
    });
    await expect401(authHeaders(token));
  });

  it('[D1-7.01] answers 401 without a subscription key, or with an unknown one', async () => {
    const token = await signIdToken(test.database.db, member);
    await expect401({ authorization: `Bearer ${token}` }, inEnglish(missingSubscriptionKeyMessage));
    await expect401(authHeaders(token, 'stolen-key'), inEnglish(unknownSubscriptionKeyMessage));
  });

  it('answers 401 for a member who does not exist or was deactivated', async () => {
    const ghost = { ...member, id: '00000000-0000-4000-8000-000000000000' };
    await expect401(authHeaders(await signIdToken(test.database.db, ghost)));
    const carrier = await createCarrier(test.database.db);
    const leaving = await createMemberWithRoles(test.database.db, {
      roles: ['carrierDriver'],
      carrierId: carrier.id,
    });
    const token = await signIdToken(test.database.db, leaving);
    expect((await locations(authHeaders(token))).statusCode).toBe(200);
    await test.database.db.update(members).set({ active: false }).where(eq(members.id, leaving.id));
    await expect401(authHeaders(token));
  });

  it('[D1-6.03][D3-6.16] takes the roles from the database, not from the token', async () => {
    const token = await signIdToken(test.database.db, member, { claims: { roles: ['carrierAdmin'] } });
    const response = await graphql(test.app, ownDetails(member.upn), {}, 'web', authHeaders(token));
    expect(response.body.data).toMatchObject({
      getUserDetails: { member: { userApplicationDetails: { roles: [{ roleName: 'carrierDriver' }] } } },
    });
  });

  it('leaves public routes and fields open: health, config, gateway info', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    const config = await test.app.inject({
      method: 'GET',
      url: '/contentstack/v1/contentstack/config?env=dev',
    });
    expect(config.statusCode).toBe(200);
    const gateway = await graphql(test.app, '{ gatewayInfo { status } health { status } }');
    expect(gateway.status).toBe(200);
    expect(gateway.body.data).toMatchObject({ gatewayInfo: { status: 'ok' }, health: { status: 'ok' } });
  });

  it('refuses a whole gateway call that mixes public and protected fields without a token', async () => {
    const response = await graphql(
      test.app,
      `query { gatewayInfo { status } ...Mine } fragment Mine on Query { ${ownDetails(member.upn).slice(1, -1)} }`,
    );
    expect(response.status).toBe(401);
    expect(response.body.data).toBeNull();
  });
});

describe('signing keys', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('creates one active RS256 key at start-up, and only one when servers start at once', async () => {
    await Promise.all([ensureSigningKeys(test.database.db), ensureSigningKeys(test.database.db)]);
    const rows = await test.database.db.select().from(identityKeys);
    expect(rows).toHaveLength(1);
    const { privateJwks, publicJwks } = await loadSigningKeys(test.database.db);
    expect(publicJwks[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: rows[0]!.kid });
    expect(publicJwks[0]).not.toHaveProperty('d');
    expect(privateJwks[0]).toHaveProperty('d');
  });

  it('publishes retired keys after the active ones, and a token signed before a rotation still verifies', async () => {
    const carrier = await createCarrier(test.database.db);
    const member = await createMemberWithRoles(test.database.db, {
      roles: ['carrierDispatcher'],
      carrierId: carrier.id,
    });
    const before = await signIdToken(test.database.db, member);
    const [old] = (await loadSigningKeys(test.database.db)).publicJwks;
    await test.database.db
      .update(identityKeys)
      .set({ retiredAt: new Date() })
      .where(eq(identityKeys.kid, old!.kid!));
    await ensureSigningKeys(test.database.db);
    const { publicJwks } = await loadSigningKeys(test.database.db);
    expect(publicJwks.map((jwk) => jwk.kid)).toHaveLength(2);
    expect(publicJwks[1]!.kid).toBe(old!.kid);
    const get = (token: string) =>
      test.app.inject({
        method: 'GET',
        url: '/notifications/v1/retrievebystatusandupn',
        query: { notificationStatus: 'UNREAD', upn: member.upn },
        headers: authHeaders(token),
      });
    expect((await get(before)).statusCode).toBe(200);
    // And a token from the new key.
    expect((await get(await signIdToken(test.database.db, member))).statusCode).toBe(200);
  });
});
