import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads } from '../db/schema/index';

// oidc-provider's storage on the oidc_payloads table: one row per model instance (Session, Interaction,
// AuthorizationCode, RefreshToken, Grant...), keyed by model name and id. Servers keep nothing in memory,
// so any of them can continue a sign-in another one started.

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toPayload(row: { payload: Record<string, unknown>; consumedAt: Date | null }): AdapterPayload {
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: epochSeconds(row.consumedAt) } : payload;
}

/** The provider computes expiry with the real clock, so the adapter does too. */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  private notExpired() {
    return or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition, this.notExpired()))
      .limit(1);
    return row ? toPayload(row) : undefined;
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  /**
   * Single use, atomically: the provider checks `consumed` before calling this, so two requests racing
   * with one authorization code (or one refresh token) could both pass that check. Only the request
   * whose update finds the row unconsumed goes on; the other fails as a replay.
   */
  async consume(id: string): Promise<void> {
    const consumed = await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(
        and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)),
      )
      .returning({ id: oidcPayloads.id });
    if (consumed.length === 0) throw new errors.InvalidGrant(`${this.model} already consumed`);
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  /** Revokes every artefact of the grant (codes, tokens, the grant itself), whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}

export function createOidcAdapter(db: Database): AdapterFactory {
  return (model: string) => new DatabaseAdapter(db, model);
}

/** Expired rows are never read again; this removes them (called at start-up). */
export async function deleteExpiredOidcPayloads(db: Database, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
}
