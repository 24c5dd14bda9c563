import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';

// Verified ID tokens (decision 031): a token's signature, issuer and audience never change, so a token
// already verified is not verified again until it expires. Verifying an RS256 signature was the
// largest single cost of a tracking call (decision 038): a driver's device sends the same token with
// every position. What can change is checked on every call all the same: the grant (logout, a
// replayed refresh token) and the member, in the caller's query. A retired signing key's tokens
// verify until they expire anyway (signing-keys.ts); an entry lives at most `maxAgeMs`.

export type VerifiedTokens = {
  /** The claims of a token verified before and not yet expired, else undefined. */
  get: (token: string) => JWTPayload | undefined;
  /** Keeps a verified token's claims until it expires (at most `maxAgeMs`). */
  set: (token: string, claims: JWTPayload) => void;
};

export type VerifiedTokensOptions = { maxEntries: number; maxAgeMs: number; now: () => Date };

// Keyed by the token's digest: the token itself is not kept in memory beyond the request.
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createVerifiedTokens({ maxEntries, maxAgeMs, now }: VerifiedTokensOptions): VerifiedTokens {
  const entries = new Map<string, { claims: JWTPayload; until: number }>();
  return {
    get(token) {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now().getTime() >= entry.until) {
        entries.delete(key);
        return undefined;
      }
      return entry.claims;
    },
    set(token, claims) {
      if (typeof claims.exp !== 'number') return;
      const at = now().getTime();
      const until = Math.min(claims.exp * 1000, at + maxAgeMs);
      if (until <= at) return;
      // The oldest entry goes first: a Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(token), { claims, until });
    },
  };
}
