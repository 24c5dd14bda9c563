import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, zoned } from './columns';
import { members } from './members';

// The embedded OpenID provider's state: signing keys, its stored artefacts (codes, sessions, grants,
// refresh tokens, interactions) and the members' passwords.

/** Signing keys (JWK). The newest active key signs; retired keys stay published until tokens expire. */
export const identityKeys = pgTable('identity_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  retiredAt: zoned('retired_at'),
});

/**
 * Secrets of the provider that are not signing keys, one row per name (the cookie-signing keys). Created
 * once by the first server that starts, so that every server of a fleet signs cookies alike.
 */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/** oidc-provider's adapter storage: one row per model instance (Session, AuthorizationCode, Grant...). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: zoned('expires_at'),
    consumedAt: zoned('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** A member's password (argon2id hash). */
export const memberCredentials = pgTable('member_credentials', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  // An account flagged here goes through reset before it gets tokens (the password-reset policy).
  passwordResetRequired: boolean('password_reset_required').notNull().default(false),
  passwordChangedAt: zoned('password_changed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Failed sign-ins, counted per client address and per e-mail at that address (identity/sign-in-delays.ts):
 * the key is typed text, never a member id, so an unknown e-mail is counted exactly like a known one.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: zoned('last_failure_at').notNull(),
    // No attempt from this key is checked before then; null while failures are within the free ones.
    delayedUntil: zoned('delayed_until'),
  },
  // Forgotten rows are swept by age.
  (t) => [index('sign_in_failures_last_failure_idx').on(t.lastFailureAt)],
);

/** Single-use password-reset links; only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: zoned('expires_at').notNull(),
    usedAt: zoned('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_member_idx').on(t.memberId)],
);
