import { randomUUID } from 'node:crypto';
import { asc, desc, isNull, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Executor } from '../db/client';
import { identityKeys } from '../db/schema/identity';

/** The algorithm of the embedded provider's signing keys. */
export const signingAlgorithm = 'RS256';

// Any number: serialises the creation of the first key between servers that start at the same time.
const signingKeyLockId = 734_021_811;

export type SigningKeys = {
  /** Active keys first (newest first: the first one signs), then retired keys still published. */
  privateJwks: JWK[];
  publicJwks: JWK[];
};

async function newSigningKey(): Promise<{ kid: string; privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  const kid = randomUUID();
  const stamp = (jwk: JWK): JWK => ({ ...jwk, kid, alg: signingAlgorithm, use: 'sig' });
  return {
    kid,
    privateJwk: stamp(await exportJWK(privateKey)),
    publicJwk: stamp(await exportJWK(publicKey)),
  };
}

async function hasActiveKey(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ kid: identityKeys.kid })
    .from(identityKeys)
    .where(isNull(identityKeys.retiredAt))
    .limit(1);
  return rows.length > 0;
}

/**
 * Makes sure an active signing key exists, creating one when none does. Safe when two servers start at
 * once: the check and the insert run under a transaction-scoped advisory lock, and the insert does
 * nothing on a conflicting kid.
 */
export async function ensureSigningKeys(db: Executor): Promise<void> {
  if (await hasActiveKey(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${signingKeyLockId})`);
    if (await hasActiveKey(tx)) return;
    const key = await newSigningKey();
    await tx
      .insert(identityKeys)
      .values({
        kid: key.kid,
        alg: signingAlgorithm,
        privateJwk: key.privateJwk as Record<string, unknown>,
        publicJwk: key.publicJwk as Record<string, unknown>,
      })
      .onConflictDoNothing();
  });
}

/**
 * The signing keys as JWKs: active keys first (newest first), then retired keys, which stay published
 * so that tokens they signed verify until they expire. Keys are retired by setting `retired_at`; deleting
 * the row unpublishes the key.
 */
export async function loadSigningKeys(db: Executor): Promise<SigningKeys> {
  const rows = await db
    .select()
    .from(identityKeys)
    .orderBy(sql`${identityKeys.retiredAt} is not null`, desc(identityKeys.createdAt), asc(identityKeys.kid));
  const stamp = (kid: string, alg: string, jwk: Record<string, unknown>): JWK => ({
    ...(jwk as JWK),
    kid,
    alg,
    use: 'sig',
  });
  return {
    privateJwks: rows.map((row) => stamp(row.kid, row.alg, row.privateJwk)),
    publicJwks: rows.map((row) => stamp(row.kid, row.alg, row.publicJwk)),
  };
}
