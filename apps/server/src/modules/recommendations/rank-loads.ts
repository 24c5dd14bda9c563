import { scoreLoad, type Anchor, type CandidatePosting, type LoadScore } from './score-load';

/** The longest ranked list a carrier gets: more than a person pages through on Home. */
export const maxRankedLoads = 100;

export type RankedLoad = LoadScore & { posting: CandidatePosting; rank: number };

/**
 * Scores every candidate and ranks those that fit: best score first, then the earliest pick-up,
 * then the load id, so that the same candidates always rank the same way (decision 012).
 */
export function rankLoads(
  candidates: readonly CandidatePosting[],
  anchors: readonly Anchor[],
  preferredCapacityTypes: readonly string[],
  limit = maxRankedLoads,
): RankedLoad[] {
  return candidates
    .map((posting) => ({ posting, ...scoreLoad(posting, anchors, preferredCapacityTypes) }))
    .filter((scored) => scored.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.posting.pickupStart.getTime() - b.posting.pickupStart.getTime() ||
        (a.posting.loadId < b.posting.loadId ? -1 : a.posting.loadId > b.posting.loadId ? 1 : 0),
    )
    .slice(0, limit)
    .map((scored, index) => ({ ...scored, rank: index + 1 }));
}
