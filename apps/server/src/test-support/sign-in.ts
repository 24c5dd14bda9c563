import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Role } from '@freight/domain/roles';
import { subscriptionKeyHeader, webClientId, type IdTokenClaims } from '@freight/domain/session';
import type { Executor } from '../db/client';
import { carriers, memberRoles, members, oidcPayloads } from '../db/schema/index';
import { parseEnv, publicUrl } from '../platform/env';
import { grantClaim } from '../platform/live-grants';
import { loadSigningKeys } from '../platform/signing-keys';

// Factories for tests that call protected routes and fields: a carrier, a member with roles, and a real
// ID token signed with the server's own signing key (the one the embedded provider signs with).

export type TestCarrier = { id: string; name: string };
export type TestMember = { id: string; upn: string; carrierId: string | null; roles: Role[] };

/** The subscription key of the test environment (the default of SUBSCRIPTION_KEYS). */
export const testSubscriptionKey = 'carrier-web-local';

/** The issuer the server expects with the default environment (PUBLIC_URL unset). */
export const testIssuer = `${publicUrl(parseEnv({}))}/identity`;

export async function createCarrier(
  db: Executor,
  overrides: Partial<typeof carriers.$inferInsert> = {},
): Promise<TestCarrier> {
  const suffix = randomUUID().slice(0, 8);
  const [carrier] = await db
    .insert(carriers)
    .values({ name: `Test Carrier ${suffix}`, commonCarrierId: `TC-${suffix}`, source: 'TMS', ...overrides })
    .returning({ id: carriers.id, name: carriers.name });
  return carrier!;
}

export async function createMemberWithRoles(
  db: Executor,
  options: {
    roles: readonly Role[];
    carrierId: string | null;
    upn?: string;
    overrides?: Partial<typeof members.$inferInsert>;
  },
): Promise<TestMember> {
  const upn = options.upn ?? `member-${randomUUID().slice(0, 8)}@test.freight.test`;
  const [member] = await db
    .insert(members)
    .values({
      upn,
      carrierId: options.carrierId,
      firstName: 'Test',
      lastName: 'Member',
      email: upn,
      registered: true,
      ...options.overrides,
    })
    .returning({ id: members.id });
  if (options.roles.length > 0)
    await db.insert(memberRoles).values(options.roles.map((role) => ({ memberId: member!.id, role })));
  return { id: member!.id, upn, carrierId: options.carrierId, roles: [...options.roles] };
}

export type TokenOverrides = {
  claims?: Partial<IdTokenClaims> & Record<string, unknown>;
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch. */
  issuedAt?: number;
  expiresAt?: number;
  /** Another key than the server's, with its kid (a token nobody we trust signed). */
  key?: { privateKey: CryptoKey; kid: string };
};

/** A live grant of the provider for the member, as a sign-in creates (the server checks it per call). */
export async function createTestGrant(db: Executor, memberId: string): Promise<string> {
  const grantId = randomUUID();
  await db.insert(oidcPayloads).values({
    model: 'Grant',
    id: grantId,
    payload: { kind: 'Grant', jti: grantId, accountId: memberId, clientId: webClientId },
  });
  return grantId;
}

/** An ID token for the member, signed with the server's active key unless told otherwise. */
export async function signIdToken(db: Executor, member: TestMember, overrides: TokenOverrides = {}) {
  let signingKey: { privateKey: CryptoKey | Uint8Array; kid: string };
  if (overrides.key) signingKey = overrides.key;
  else {
    const { privateJwks } = await loadSigningKeys(db);
    const jwk: JWK = privateJwks[0]!;
    signingKey = { privateKey: await importJWK(jwk, 'RS256'), kid: jwk.kid! };
  }
  const now = Math.floor(Date.now() / 1000);
  const claims: IdTokenClaims & Record<string, unknown> = {
    sub: member.id,
    upn: member.upn,
    carrierId: member.carrierId,
    roles: member.roles,
    [grantClaim]: await createTestGrant(db, member.id),
    ...overrides.claims,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
    .setIssuer(overrides.issuer ?? testIssuer)
    .setAudience(overrides.audience ?? webClientId)
    .setIssuedAt(overrides.issuedAt ?? now)
    .setExpirationTime(overrides.expiresAt ?? now + 3600)
    .sign(signingKey.privateKey);
}

/** The headers of a signed-in call from the web app. */
export function authHeaders(token: string, subscriptionKey = testSubscriptionKey): Record<string, string> {
  return { authorization: `Bearer ${token}`, [subscriptionKeyHeader]: subscriptionKey };
}

/** A member with these roles and the headers of their calls, in one step. */
export async function signInAs(
  db: Executor,
  options: Parameters<typeof createMemberWithRoles>[1],
): Promise<{ member: TestMember; headers: Record<string, string> }> {
  const member = await createMemberWithRoles(db, options);
  return { member, headers: authHeaders(await signIdToken(db, member)) };
}

export type TestCaller = { member: TestMember; headers: Record<string, string> };

/** A member with these roles (and carrier) whose token is valid from a day before `now` to two days after. */
export async function signInAt(
  db: Executor,
  now: Date,
  options: { roles: readonly Role[]; carrierId: string | null },
): Promise<TestCaller> {
  const member = await createMemberWithRoles(db, options);
  const issuedAt = Math.floor(now.getTime() / 1000) - 86_400;
  const token = await signIdToken(db, member, { issuedAt, expiresAt: issuedAt + 3 * 86_400 });
  return { member, headers: authHeaders(token) };
}
