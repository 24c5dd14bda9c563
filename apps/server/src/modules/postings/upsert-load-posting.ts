import { and, eq, sql } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor, Transaction } from '../../db/client';
import { makeReadableId, maxIdAttempts } from '../../db/readable-id';
import { loadPostingAccessorials, loadPostings, loadPostingStops } from '../../db/schema/index';
import { message } from '../../platform/i18n';
import { conflict } from '../../platform/errors';
import { runInTransaction } from '../../db/run-in-transaction';
import type { LoadPostingInput } from './load-posting.schemas';
import { toAccessorialRows, toPostingRow, toStopRows } from './load-posting-rows';

export type UpsertLoadPostingResult = {
  loadId: string;
  status: string;
  version: number;
  totalCharge: number | null;
  isCreated: boolean;
};

async function insertChildren(tx: Transaction, postingId: string, loadId: string, input: LoadPostingInput) {
  await tx.insert(loadPostingStops).values(toStopRows(postingId, loadId, input));
  const accessorials = toAccessorialRows(postingId, input);
  if (accessorials.length > 0) await tx.insert(loadPostingAccessorials).values(accessorials);
}

/**
 * Creates or updates a source system's posting, keyed by (sourceSystem, sourceReference). An update
 * replaces stops and accessorials and bumps the version; a booked or withdrawn posting is final.
 */
export async function upsertLoadPosting(
  db: Executor,
  sourceSystem: SourceSystem,
  input: LoadPostingInput,
): Promise<UpsertLoadPostingResult> {
  const row = toPostingRow(sourceSystem, input);
  return runInTransaction(db, async (tx) => {
    for (let attempt = 0; attempt < maxIdAttempts; attempt += 1) {
      const loadId = makeReadableId('L');
      // Insert first and learn from the conflict: no read-then-write race between two creates.
      const [created] = await tx
        .insert(loadPostings)
        .values({ ...row, loadId })
        .onConflictDoNothing()
        .returning({ id: loadPostings.id, version: loadPostings.version });
      if (created) {
        await insertChildren(tx, created.id, loadId, input);
        return {
          loadId,
          status: 'OPEN',
          version: created.version,
          totalCharge: row.totalChargeCents ?? null,
          isCreated: true,
        };
      }
      const [existing] = await tx
        .select({ id: loadPostings.id, loadId: loadPostings.loadId, status: loadPostings.status })
        .from(loadPostings)
        .where(
          and(
            eq(loadPostings.sourceSystem, sourceSystem),
            eq(loadPostings.sourceReference, input.sourceReference),
          ),
        )
        .for('update');
      if (!existing) continue; // the conflict was on loadId: try another one
      if (existing.status === 'BOOKED' || existing.status === 'WITHDRAWN') {
        throw conflict(
          message('integration.postingClosed', {
            loadId: existing.loadId,
            status: existing.status.toLowerCase(),
          }),
        );
      }
      // An EXPIRED posting that its source system sends again is offered again.
      const [updated] = await tx
        .update(loadPostings)
        .set({ ...row, version: sql`${loadPostings.version} + 1` })
        .where(eq(loadPostings.id, existing.id))
        .returning({ version: loadPostings.version });
      await tx.delete(loadPostingStops).where(eq(loadPostingStops.loadPostingId, existing.id));
      await tx.delete(loadPostingAccessorials).where(eq(loadPostingAccessorials.loadPostingId, existing.id));
      await insertChildren(tx, existing.id, existing.loadId, input);
      return {
        loadId: existing.loadId,
        status: 'OPEN',
        version: updated?.version ?? 0,
        totalCharge: row.totalChargeCents ?? null,
        isCreated: false,
      };
    }
    throw new Error(`No free loadId after ${maxIdAttempts} attempts`);
  });
}
