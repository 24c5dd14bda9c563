import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sourceSystemClients } from '../db/schema/index';
import type { Executor } from '../db/client';
import type { SourceSystem } from '@freight/domain/source-systems';
import { unauthenticated } from './errors';
import { message } from './i18n';

// The API keys of source systems: how the integration API knows which source system calls it (people
// sign in with ID tokens instead, authentication.ts). Only a key's digest is stored.

export const invalidApiKeyMessage = message('invalidApiKey');

/** The stored form of an API key: only its SHA-256 digest (hex) is kept, never the key itself. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}

/** Stores (or replaces) the hash of a key for a source system and marks the client active. */
export async function storeApiKey(
  db: Executor,
  code: SourceSystem,
  name: string,
  apiKey: string,
): Promise<void> {
  const apiKeyHash = hashApiKey(apiKey);
  await db
    .insert(sourceSystemClients)
    .values({ code, name, apiKeyHash, active: true })
    .onConflictDoUpdate({ target: sourceSystemClients.code, set: { name, apiKeyHash, active: true } });
}

/** Makes a new random key for a source system, stores its hash and returns the key: the only time it is seen. */
export async function issueApiKey(db: Executor, code: SourceSystem, name: string): Promise<string> {
  const apiKey = randomBytes(32).toString('base64url');
  await storeApiKey(db, code, name, apiKey);
  return apiKey;
}

/**
 * The source system that owns the presented `x-api-key`. Every stored hash is compared in constant
 * time and the loop never stops early, so the answer time tells nothing about which key nearly matched.
 * A missing, unknown or inactive key answers UNAUTHENTICATED with the same message.
 */
export async function authenticateSourceSystem(db: Executor, apiKeyHeader: unknown): Promise<SourceSystem> {
  if (typeof apiKeyHeader !== 'string' || apiKeyHeader.length === 0 || apiKeyHeader.length > 512) {
    throw unauthenticated(invalidApiKeyMessage);
  }
  const presented = Buffer.from(hashApiKey(apiKeyHeader), 'hex');
  const clients = await db
    .select({
      code: sourceSystemClients.code,
      apiKeyHash: sourceSystemClients.apiKeyHash,
      active: sourceSystemClients.active,
    })
    .from(sourceSystemClients);
  let match: SourceSystem | undefined;
  for (const client of clients) {
    const stored = Buffer.from(client.apiKeyHash, 'hex');
    const isEqual = stored.length === presented.length && timingSafeEqual(stored, presented);
    if (isEqual && client.active) match = client.code;
  }
  if (!match) throw unauthenticated(invalidApiKeyMessage);
  return match;
}
