import { laneKeyOf, type Lane } from '@freight/domain/profit/lane-rates';

// The load profit feature's query keys, defined once (decision 024).

const root = 'laneRates';

/** One lane's rate history (getLaneRates, batched per page of cards). */
export function laneRatesQueryKey(lane: Lane) {
  return [root, laneKeyOf(lane)] as const;
}

/** The member's own last trip position (myLastPosition), for the deadhead without a searched origin. */
export const myLastPositionQueryKey = ['myLastPosition'] as const;
