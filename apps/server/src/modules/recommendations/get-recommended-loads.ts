import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import { loadPostings, recommendationViews } from '../../db/schema/index';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { pageAndSortFields } from '../postings/choose-page-and-sort';
import { isOpen } from '../postings/load-posting-conditions';
import { fetchLoadPostingViews, type DeadHeads, type LoadPostingView } from '../postings/load-posting-views';
import { loadViewerOf } from '../postings/load-viewer';
import { findCandidatePostings } from './find-candidate-postings';
import { findRecommendationSignals } from './find-recommendation-signals';
import { rankLoads, type RankedLoad } from './rank-loads';
import { countSimilarLoads } from './similar-loads-query';

export const recommendationStatuses = ['new', 'seen'] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];

export const recommendedLoadsInputSchema = z
  .object({
    page: pageAndSortFields.page,
    size: pageAndSortFields.size,
    status: z.enum(recommendationStatuses, { error: "Status is 'new' or 'seen'." }).nullish(),
  })
  .nullish();

export type RecommendedLoadsResult = {
  loadPostings: LoadPostingView[];
  totalRecords: number;
  message: string | null;
  status: string;
  error: boolean;
  resultID: string | null;
};

/** The spec's default; the configuration may replace it (D1-4.x empty states). */
export const noRecommendationsDefaultText = 'No recommendations available, please try again later';

function noRecommendationsText(config: AppConfig): string {
  return config.recommendations.noRecommendationsText?.en ?? noRecommendationsDefaultText;
}

/** The same member and ranked loads always give the same id; any change of either gives another. */
function resultIdOf(memberId: string, ranked: readonly RankedLoad[]): string {
  const hash = createHash('sha256');
  hash.update(memberId);
  for (const load of ranked) hash.update(`\n${load.posting.loadId}`);
  return hash.digest('hex').slice(0, 32);
}

const tenths = (miles: number) => Math.round(miles * 10) / 10;

/**
 * recommendedLoads (D1-7.11): the caller's carrier's open loads ranked by the engine of decision
 * 012, each with its rank, its status for the caller ('new' until they opened it) and how many
 * similar loads it has. `status: 'new'` keeps the unopened ones (Top Recommendations, D1-4.14), which
 * keep their rank in the whole list. The deadheads are the miles from the anchor that ranked the
 * load: from the truck, lane or search to the pick-up, and from the drop to its destination city.
 */
export async function getRecommendedLoads(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<RecommendedLoadsResult> {
  const { db } = services;
  const parsed = parseInput(recommendedLoadsInputSchema, input ?? {});
  const config = await services.appConfig();
  const page = parsed?.page ?? 0;
  const size = parsed?.size ?? config.paging.homePageSize;
  const now = services.now();
  const viewer = loadViewerOf(caller);

  const signals = caller.carrier
    ? await findRecommendationSignals(db, caller.carrier.id, now)
    : { anchors: [], preferredCapacityTypes: [] };
  const candidates = await findCandidatePostings(db, signals.anchors, { viewer, config, now });
  const ranked = rankLoads(candidates, signals.anchors, signals.preferredCapacityTypes);

  const seenRows =
    ranked.length === 0
      ? []
      : await db
          .select({ loadPostingId: recommendationViews.loadPostingId })
          .from(recommendationViews)
          .where(
            and(
              eq(recommendationViews.memberId, caller.memberId),
              inArray(
                recommendationViews.loadPostingId,
                ranked.map((load) => load.posting.id),
              ),
            ),
          );
  const seen = new Set(seenRows.map((row) => row.loadPostingId));
  const statusOf = (load: RankedLoad): RecommendationStatus => (seen.has(load.posting.id) ? 'seen' : 'new');
  const listed = parsed?.status ? ranked.filter((load) => statusOf(load) === parsed.status) : ranked;
  if (listed.length === 0) {
    return {
      loadPostings: [],
      totalRecords: 0,
      message: noRecommendationsText(config),
      status: 'OK',
      error: false,
      resultID: null,
    };
  }

  const pageLoads = listed.slice(page * size, (page + 1) * size);
  const pageIds = pageLoads.map((load) => load.posting.id);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .select()
          .from(loadPostings)
          .where(and(inArray(loadPostings.id, pageIds), isOpen));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  // A posting taken between the ranking and this read is left out of the page rather than shown stale.
  const pagePostings = pageLoads.flatMap((load) => rowById.get(load.posting.id) ?? []);
  const deadHeads = new Map<string, DeadHeads>(
    pageLoads.map((load) => [
      load.posting.id,
      {
        originDeadHead: load.best ? tenths(load.best.originMiles) : null,
        destinationDeadHead: load.best?.destinationMiles == null ? null : tenths(load.best.destinationMiles),
      },
    ]),
  );
  const [views, similarCounts] = await Promise.all([
    fetchLoadPostingViews(db, pagePostings, caller.memberId, deadHeads),
    countSimilarLoads(db, pagePostings, { viewer, config }),
  ]);
  const rankedById = new Map(pageLoads.map((load) => [load.posting.id, load]));
  const loadPostingViews = views.map((view, index) => {
    const posting = pagePostings[index]!;
    const load = rankedById.get(posting.id)!;
    return {
      ...view,
      rank: load.rank,
      recommendationStatus: statusOf(load),
      similarLoads: similarCounts.get(posting.id) ?? 0,
    };
  });
  return {
    loadPostings: loadPostingViews,
    totalRecords: listed.length,
    message: null,
    status: 'OK',
    error: false,
    resultID: resultIdOf(caller.memberId, listed),
  };
}
