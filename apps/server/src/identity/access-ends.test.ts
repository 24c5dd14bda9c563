import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/index';
import { grantClaim } from '../platform/live-grants';
import { authHeaders, createMemberWithRoles, createTestGrant, signIdToken } from '../test-support/sign-in';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  createMember,
  exchangeCode,
  goodPassword,
  newBrowser,
  refresh,
  signInThroughPages,
  testPublicUrl,
  type Browser,
} from './identity.fixtures';

// Access ends at the next call after logout, deactivation or a replayed refresh token, although the ID
// token itself is valid for an hour: the server checks the token's grant and the member on each call.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl });
});
afterAll(() => testApp.close());

type Tokens = { id_token: string; refresh_token: string };

async function signIn(upn: string): Promise<{ browser: Browser; tokens: Tokens }> {
  await createMember(testApp.database.db, { upn, withCarrier: true });
  const browser = newBrowser(testApp.app);
  const { callback, verifier } = await signInThroughPages(browser, upn, goodPassword);
  const response = await exchangeCode(testApp.app, callback.searchParams.get('code')!, verifier);
  expect(response.statusCode).toBe(200);
  return { browser, tokens: response.json<Tokens>() };
}

/** A signed-in REST call with the ID token as the bearer. */
async function callWith(idToken: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/v1/api/locations/searchByQuery?query=ch',
    headers: authHeaders(idToken),
  });
  return response.statusCode;
}

describe('access ends with the session, not with the token', () => {
  it('ends at logout through the provider end-session, for the ID token and the refresh token', async () => {
    const { browser, tokens } = await signIn('logout@access.test');
    expect(await callWith(tokens.id_token)).toBe(200);

    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${testPublicUrl}/carrier/login`,
    });
    const confirm = await browser.get(`/identity/session/end?${query}`);
    expect(confirm.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    expect((await browser.post('/identity/session/end/confirm', { xsrf, logout: 'yes' })).statusCode).toBe(
      303,
    );

    expect(await callWith(tokens.id_token)).toBe(401);
    expect((await refresh(testApp.app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('ends at once when the member is made inactive', async () => {
    const { tokens } = await signIn('inactive@access.test');
    expect(await callWith(tokens.id_token)).toBe(200);

    await testApp.database.db
      .update(members)
      .set({ active: false })
      .where(eq(members.upn, 'inactive@access.test'));

    expect(await callWith(tokens.id_token)).toBe(401);
    expect((await refresh(testApp.app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('ends for every token of the grant when a rotated refresh token is replayed', async () => {
    const { tokens } = await signIn('replay@access.test');
    const renewed = await refresh(testApp.app, tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const current = renewed.json<Tokens>();
    expect(await callWith(current.id_token)).toBe(200);

    // Someone else uses the first refresh token again: the provider revokes the whole grant.
    const replayed = await refresh(testApp.app, tokens.refresh_token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ error: 'invalid_grant' });

    expect(await callWith(current.id_token)).toBe(401);
    expect(await callWith(tokens.id_token)).toBe(401);
    expect((await refresh(testApp.app, current.refresh_token)).statusCode).toBe(400);
  });

  it('refuses a token signed by us that names no grant, or the grant of another member', async () => {
    const { db } = testApp.database;
    const member = await createMemberWithRoles(db, { roles: ['carrierDispatcher'], carrierId: null });
    const other = await createMemberWithRoles(db, { roles: ['carrierDispatcher'], carrierId: null });
    expect(await callWith(await signIdToken(db, member))).toBe(200);
    expect(await callWith(await signIdToken(db, member, { claims: { [grantClaim]: undefined } }))).toBe(401);
    const othersGrant = await createTestGrant(db, other.id);
    expect(await callWith(await signIdToken(db, member, { claims: { [grantClaim]: othersGrant } }))).toBe(
      401,
    );
  });
});
