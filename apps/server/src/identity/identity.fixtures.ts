import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@freight/domain/roles';
import { webClientId } from '@freight/domain/session';
import type { Database } from '../db/client';
import { carriers, memberCredentials, memberRoles, members } from '../db/schema/index';
import { hashPassword } from './passwords';

// Test helpers for the identity provider: members with credentials, a browser's cookie jar, and the
// authorization code + PKCE steps driven through app.inject.

export const testPublicUrl = 'http://127.0.0.1:8080';
export const callbackUrl = `${testPublicUrl}/carrier/auth/callback`;
export const goodPassword = 'Correct-Horse-42';

export type MemberFixture = {
  upn: string;
  roles?: Role[];
  password?: string | null;
  resetRequired?: boolean;
  active?: boolean;
  withCarrier?: boolean;
  firstName?: string;
};

export async function createMember(
  db: Database,
  fixture: MemberFixture,
): Promise<{ id: string; carrierId: string | null }> {
  let carrierId: string | null = null;
  if (fixture.withCarrier) {
    const [carrier] = await db
      .insert(carriers)
      .values({
        name: 'Test Carrier',
        commonCarrierId: `TC-${randomBytes(4).toString('hex')}`,
        source: 'MERCURYGATE',
      })
      .returning({ id: carriers.id });
    carrierId = carrier!.id;
  }
  const [member] = await db
    .insert(members)
    .values({
      upn: fixture.upn,
      email: fixture.upn,
      carrierId,
      firstName: fixture.firstName ?? 'Test',
      lastName: 'Member',
      active: fixture.active ?? true,
    })
    .returning({ id: members.id });
  const roles = fixture.roles ?? ['carrierDispatcher'];
  if (roles.length > 0)
    await db.insert(memberRoles).values(roles.map((role) => ({ memberId: member!.id, role })));
  const password = fixture.password === undefined ? goodPassword : fixture.password;
  if (password !== null) {
    await db.insert(memberCredentials).values({
      memberId: member!.id,
      passwordHash: await hashPassword(password),
      passwordResetRequired: fixture.resetRequired ?? false,
    });
  }
  return { id: member!.id, carrierId };
}

/** A browser's cookies: names to values, expired cookies removed (paths are ignored on purpose). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const isExpired = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
      if (isExpired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function newPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  const all: Record<string, string | undefined> = {
    client_id: webClientId,
    response_type: 'code',
    redirect_uri: callbackUrl,
    scope: 'openid offline_access read write',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) query.set(key, value);
  return `/identity/auth?${query}`;
}

/** The path (and query) of a Location header, whatever host the provider put in front of it. */
export function locationPath(response: LightMyRequestResponse): string {
  const location = response.headers.location;
  if (typeof location !== 'string')
    throw new Error(`no redirect (status ${response.statusCode}): ${response.body.slice(0, 300)}`);
  const url = new URL(location, testPublicUrl);
  return `${url.pathname}${url.search}`;
}

export type Browser = {
  jar: CookieJar;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, form: Record<string, string>) => Promise<LightMyRequestResponse>;
};

export function newBrowser(app: FastifyInstance, remoteAddress = '10.0.0.1'): Browser {
  const jar = new CookieJar();
  const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(response);
    return response;
  };
  return { jar, get: (url) => send('GET', url), post: (url, form) => send('POST', url, form) };
}

/** Starts an authorization and returns the interaction page's path. */
export async function startAuthorization(
  browser: Browser,
  challenge: string,
  extra: Record<string, string> = {},
) {
  const response = await browser.get(authorizeUrl({ code_challenge: challenge, ...extra }));
  if (response.statusCode !== 303)
    throw new Error(`authorize answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return locationPath(response);
}

/** Follows the resume redirect after an interaction and returns the callback URL with its code. */
export async function followToCallback(browser: Browser, response: LightMyRequestResponse): Promise<URL> {
  if (response.statusCode !== 303)
    throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body.slice(0, 500)}`);
  const resumed = await browser.get(locationPath(response));
  const location = resumed.headers.location;
  if (typeof location !== 'string')
    throw new Error(`resume answered ${resumed.statusCode}: ${resumed.body.slice(0, 500)}`);
  return new URL(location);
}

/** The whole sign-in: authorize, the sign-in form, resume; answers the callback URL. */
export async function signInThroughPages(
  browser: Browser,
  email: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<{ callback: URL; verifier: string }> {
  const { verifier, challenge } = newPkce();
  const interaction = await startAuthorization(browser, challenge, extra);
  const posted = await browser.post(`${interaction}/sign-in`, { email, password });
  return { callback: await followToCallback(browser, posted), verifier };
}

export async function exchangeCode(app: FastifyInstance, code: string, verifier: string) {
  return app.inject({
    method: 'POST',
    url: '/identity/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl,
      client_id: webClientId,
      code_verifier: verifier,
    }).toString(),
  });
}

export async function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/identity/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: webClientId,
    }).toString(),
  });
}
