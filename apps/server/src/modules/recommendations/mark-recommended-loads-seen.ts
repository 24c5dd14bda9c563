import { and, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadPostings, recommendationViews } from '../../db/schema/index';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { maxPageSize } from '../postings/choose-page-and-sort';
import { visibleToCaller } from '../postings/visible-to-caller';

export const seenLoadIdsSchema = z
  .array(z.string().trim().min(1).max(64))
  .max(maxPageSize, issueMessage('recommendations.markTooMany', { max: maxPageSize }));

/**
 * markRecommendedLoadsSeen: the caller opened these recommended loads, so they are 'seen' for them
 * from now on (D1-4.14: Top Recommendations show only new ones). One statement: unknown load ids and
 * loads the caller may not see are ignored alike (the answer is the same, so it tells nothing about
 * them), a load opened again keeps its row with the latest time.
 */
export async function markRecommendedLoadsSeen(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  caller: Caller,
  loadIds: unknown,
): Promise<boolean> {
  const wanted = [...new Set(parseInput(seenLoadIdsSchema, loadIds).map((loadId) => loadId.toUpperCase()))];
  if (wanted.length === 0) return true;
  const seenAt = services.now();
  const config = await services.appConfig();
  await services.db
    .insert(recommendationViews)
    .select(
      services.db
        .select({
          memberId: sql`${caller.memberId}::uuid`.as('member_id'),
          loadPostingId: loadPostings.id,
          seenAt: sql`${seenAt.toISOString()}::timestamptz`.as('seen_at'),
        })
        .from(loadPostings)
        .where(and(inArray(loadPostings.loadId, wanted), visibleToCaller(caller, config))),
    )
    .onConflictDoUpdate({
      target: [recommendationViews.memberId, recommendationViews.loadPostingId],
      set: { seenAt },
    });
  return true;
}
