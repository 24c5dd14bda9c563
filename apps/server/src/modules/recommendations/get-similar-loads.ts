import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { loadPostings } from '../../db/schema/loads';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { maxPageSize } from '../postings/choose-page-and-sort';
import { isOpen, visibleTo } from '../postings/load-posting-conditions';
import { fetchLoadPostingViews, type LoadPostingView } from '../postings/load-posting-views';
import { loadViewerOf } from '../postings/load-viewer';
import { findSimilarLoads } from './similar-loads-query';
import { message, type Message } from '../../platform/i18n';

/** A page of recommendations at most: the client asks for the loads it shows. */
export const maxPrimaryLoads = 25;

export const similarLoadIdsSchema = z
  .array(z.string().trim().min(1).max(64))
  .min(1, issueMessage('recommendations.loadIdsMin'))
  .max(maxPrimaryLoads, issueMessage('recommendations.loadIdsMax', { max: maxPrimaryLoads }));

export type SimilarLoadsResult = {
  primaryLoadId: string;
  loadPostings: LoadPostingView[];
  totalRecords: number;
  message: Message | null;
  status: string;
  error: boolean;
};

export const primaryNotAvailableMessage = message('recommendations.primaryNotAvailable');

/**
 * recommendedSimilarLoadsByLoadIds (D1-7.12, D1-4.13): for each primary load, the open loads on the
 * same lane (decision 012), soonest first, without the primary itself. A primary the caller's
 * carrier cannot see open, or that does not exist, answers an entry with `error` and a message, and
 * the other primaries still answer.
 */
export async function getSimilarLoads(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  loadIds: unknown,
): Promise<SimilarLoadsResult[]> {
  const { db } = services;
  const asked = [...new Set(parseInput(similarLoadIdsSchema, loadIds).map((loadId) => loadId.toUpperCase()))];
  const config = await services.appConfig();
  const viewer = loadViewerOf(caller);
  const primaries = await db
    .select()
    .from(loadPostings)
    .where(and(inArray(loadPostings.loadId, asked), isOpen, visibleTo(viewer, config)));
  const primaryByLoadId = new Map(primaries.map((row) => [row.loadId, row]));

  const results: SimilarLoadsResult[] = [];
  // One primary after another: a card asks for its own, so this is nearly always one.
  for (const loadId of asked) {
    const primary = primaryByLoadId.get(loadId);
    if (!primary) {
      results.push({
        primaryLoadId: loadId,
        loadPostings: [],
        totalRecords: 0,
        message: primaryNotAvailableMessage,
        status: 'NOT_FOUND',
        error: true,
      });
      continue;
    }
    const similar = await findSimilarLoads(db, primary, { viewer, config, limit: maxPageSize });
    results.push({
      primaryLoadId: loadId,
      loadPostings: await fetchLoadPostingViews(db, similar.postings, caller.memberId),
      totalRecords: similar.totalRecords,
      message: null,
      status: 'OK',
      error: false,
    });
  }
  return results;
}
