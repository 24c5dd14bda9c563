import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  authorizeUrl,
  callbackUrl,
  createMember,
  exchangeCode,
  followToCallback,
  goodPassword,
  newBrowser,
  newPkce,
  refresh,
  signInThroughPages,
  startAuthorization,
  testPublicUrl,
} from './identity.fixtures';

const issuer = `${testPublicUrl}/identity`;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl });
});
afterAll(() => testApp.close());

async function verifyIdToken(idToken: string) {
  const jwks = (await testApp.app.inject({ url: '/identity/jwks' })).json() as JSONWebKeySet;
  return jwtVerify(idToken, createLocalJWKSet(jwks), { issuer, audience: 'carrier-web' });
}

describe('authorization code + PKCE through the sign-in page', () => {
  it('[D1-1.02] signs a member in and issues an ID token that carries who they are', async () => {
    const member = await createMember(testApp.database.db, {
      upn: 'karen@flow.test',
      roles: ['carrierDispatcher', 'carrierAdmin'],
      withCarrier: true,
    });
    const browser = newBrowser(testApp.app);
    const { verifier, challenge } = newPkce();
    const interaction = await startAuthorization(browser, challenge);
    expect(interaction).toMatch(/^\/identity\/interaction\/[\w-]+$/);

    const page = await browser.get(interaction);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign in</h1>');

    const posted = await browser.post(`${interaction}/sign-in`, {
      email: 'Karen@Flow.test',
      password: goodPassword,
    });
    const callback = await followToCallback(browser, posted);
    expect(`${callback.origin}${callback.pathname}`).toBe(callbackUrl);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code')!;

    const tokens = await exchangeCode(testApp.app, code, verifier);
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json() as { id_token: string; refresh_token: string; access_token: string };
    expect(body.refresh_token).toBeTruthy();
    const { payload } = await verifyIdToken(body.id_token);
    expect(payload).toMatchObject({
      sub: member.id,
      upn: 'karen@flow.test',
      carrierId: member.carrierId,
      aud: 'carrier-web',
      iss: issuer,
      nonce: 'nonce-1',
    });
    expect([...(payload.roles as string[])].sort()).toEqual(['carrierAdmin', 'carrierDispatcher']);
  });

  it('hands the language chosen on the sign-in page back to the app, which reads it once', async () => {
    await createMember(testApp.database.db, { upn: 'lea@flow.test', withCarrier: true });
    const browser = newBrowser(testApp.app);
    const { challenge } = newPkce();
    // The app asked in English; the member switches the page to French and signs in there.
    const interaction = await startAuthorization(browser, challenge, { ui_locales: 'en' });
    const french = await browser.get(`${interaction}?lang=fr`);
    expect(french.body).toContain('<html lang="fr">');

    const posted = await browser.post(`${interaction}/sign-in`, {
      email: 'lea@flow.test',
      password: goodPassword,
      lang: 'fr',
    });

    const handOff = (
      posted.cookies as { name: string; value: string; path?: string; httpOnly?: boolean; maxAge?: number }[]
    ).find((cookie) => cookie.name === 'signInLanguage');
    expect(handOff).toMatchObject({ value: 'fr', path: '/carrier/', maxAge: 300 });
    expect(handOff?.httpOnly).toBeFalsy();
    // The provider's own cookies still carry the sign-in through to the app.
    const callback = await followToCallback(browser, posted);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('[D1-1.02] a member of no carrier gets carrierId null', async () => {
    const member = await createMember(testApp.database.db, {
      upn: 'nocarrier@flow.test',
      roles: ['carrierGuest'],
    });
    const { callback, verifier } = await signInThroughPages(
      newBrowser(testApp.app),
      'nocarrier@flow.test',
      goodPassword,
    );
    const tokens = (await exchangeCode(testApp.app, callback.searchParams.get('code')!, verifier)).json() as {
      id_token: string;
    };
    const { payload } = await verifyIdToken(tokens.id_token);
    expect(payload.sub).toBe(member.id);
    expect(payload.carrierId).toBeNull();
    expect(payload.roles).toEqual(['carrierGuest']);
  });

  it('[D1-1.02] a signed-in member who comes back gets a code without the form, even with prompt=consent', async () => {
    await createMember(testApp.database.db, { upn: 'again@flow.test' });
    const browser = newBrowser(testApp.app);
    await signInThroughPages(browser, 'again@flow.test', goodPassword);
    const silent = await browser.get(authorizeUrl({ code_challenge: newPkce().challenge }));
    expect(silent.headers.location).toContain(`${callbackUrl}?code=`);

    const consent = await browser.get(
      authorizeUrl({ code_challenge: newPkce().challenge, prompt: 'consent' }),
    );
    const interaction = consent.headers.location as string;
    expect(interaction).toMatch(/^\/identity\/interaction\//);
    const callback = await followToCallback(browser, await browser.get(interaction));
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('refuses an authorization without PKCE or with the plain method', async () => {
    const browser = newBrowser(testApp.app);
    const missing = await browser.get(authorizeUrl({ code_challenge_method: undefined }));
    expect(missing.statusCode).toBe(303);
    expect(missing.headers.location).toContain('error=invalid_request');
    const plain = await browser.get(
      authorizeUrl({ code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' }),
    );
    expect(plain.headers.location).toContain('error=invalid_request');
  });

  it('refuses a redirect_uri that is not exactly the registered one, on its own page', async () => {
    const { challenge } = newPkce();
    for (const redirect of [
      `${callbackUrl}/`,
      `${callbackUrl}?x=1`,
      'https://evil.test/carrier/auth/callback',
    ]) {
      const response = await newBrowser(testApp.app).get(
        authorizeUrl({ code_challenge: challenge, redirect_uri: redirect }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('We are having trouble signing you in. Please try again later.');
    }
  });

  it('accepts a code once: a second exchange is refused', async () => {
    await createMember(testApp.database.db, { upn: 'twice@flow.test' });
    const { callback, verifier } = await signInThroughPages(
      newBrowser(testApp.app),
      'twice@flow.test',
      goodPassword,
    );
    const code = callback.searchParams.get('code')!;
    expect((await exchangeCode(testApp.app, code, verifier)).statusCode).toBe(200);
    const second = await exchangeCode(testApp.app, code, verifier);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts a code once even when two exchanges race for it', async () => {
    await createMember(testApp.database.db, { upn: 'race@flow.test' });
    const { callback, verifier } = await signInThroughPages(
      newBrowser(testApp.app),
      'race@flow.test',
      goodPassword,
    );
    const code = callback.searchParams.get('code')!;
    const responses = await Promise.all([1, 2, 3].map(() => exchangeCode(testApp.app, code, verifier)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
  });

  it('refuses a code with the wrong verifier', async () => {
    await createMember(testApp.database.db, { upn: 'verifier@flow.test' });
    const { callback } = await signInThroughPages(
      newBrowser(testApp.app),
      'verifier@flow.test',
      goodPassword,
    );
    const response = await exchangeCode(testApp.app, callback.searchParams.get('code')!, newPkce().verifier);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens: a used refresh token cannot be used again', async () => {
    await createMember(testApp.database.db, { upn: 'rotate@flow.test', roles: ['carrierDriver'] });
    const { callback, verifier } = await signInThroughPages(
      newBrowser(testApp.app),
      'rotate@flow.test',
      goodPassword,
    );
    const first = (await exchangeCode(testApp.app, callback.searchParams.get('code')!, verifier)).json() as {
      refresh_token: string;
    };
    const rotated = await refresh(testApp.app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as { refresh_token: string; id_token: string };
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await verifyIdToken(next.id_token)).payload.upn).toBe('rotate@flow.test');

    const reused = await refresh(testApp.app, first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('publishes discovery with the issuer, S256 only and the ID token signing key', async () => {
    const discovery = (
      await testApp.app.inject({
        url: '/identity/.well-known/openid-configuration',
        headers: { host: '127.0.0.1:8080' },
      })
    ).json() as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
  });
});
