import { and, eq, sql } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { runInTransaction } from '../../db/run-in-transaction';
import { message } from '../../platform/i18n';

export type WithdrawLoadPostingResult = { loadId: string; status: 'WITHDRAWN'; version: number };

/**
 * Takes a posting off the marketplace. Withdrawing twice answers the same (source systems retry);
 * a booked load belongs to a carrier now and cannot be withdrawn here.
 */
export async function withdrawLoadPosting(
  db: Executor,
  sourceSystem: SourceSystem,
  sourceReference: string,
  now: Date,
): Promise<WithdrawLoadPostingResult> {
  return runInTransaction(db, async (tx) => {
    const [posting] = await tx
      .select({
        id: loadPostings.id,
        loadId: loadPostings.loadId,
        status: loadPostings.status,
        version: loadPostings.version,
      })
      .from(loadPostings)
      .where(
        and(eq(loadPostings.sourceSystem, sourceSystem), eq(loadPostings.sourceReference, sourceReference)),
      )
      .for('update');
    // Another source system's posting is reported as missing, never as existing.
    if (!posting) throw notFound(message('integration.postingNotFound', { sourceReference }));
    if (posting.status === 'BOOKED')
      throw conflict(message('integration.postingBooked', { loadId: posting.loadId }));
    if (posting.status === 'WITHDRAWN')
      return { loadId: posting.loadId, status: 'WITHDRAWN', version: posting.version };
    const [updated] = await tx
      .update(loadPostings)
      .set({ status: 'WITHDRAWN', withdrawnAt: now, version: sql`${loadPostings.version} + 1` })
      .where(eq(loadPostings.id, posting.id))
      .returning({ version: loadPostings.version });
    return { loadId: posting.loadId, status: 'WITHDRAWN', version: updated?.version ?? posting.version + 1 };
  });
}
