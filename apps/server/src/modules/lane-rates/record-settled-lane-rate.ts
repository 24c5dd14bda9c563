import type { Executor } from '../../db/client';
import type { loadPostings } from '../../db/schema/loads';
import { settledLaneRates } from '../../db/schema/profit';
import { refreshLaneRateSummaries } from './refresh-lane-rate-summaries';

type PostingRow = Pick<
  typeof loadPostings.$inferSelect,
  | 'originCountry'
  | 'originState'
  | 'destinationCountry'
  | 'destinationState'
  | 'transportMode'
  | 'totalChargeCents'
  | 'totalDistance'
>;

/**
 * A booking settled OK: what its load paid per loaded mile joins its lane's history, and the lane's
 * summary is recomputed in the same statement, so that the next card reads it current. A load
 * without a rate or a distance says nothing about a lane's rates and is left out.
 */
export async function recordSettledLaneRate(
  tx: Executor,
  settled: { shipmentId: string; carrierId: string; posting: PostingRow; settledAt: Date },
): Promise<void> {
  const { posting } = settled;
  if (posting.totalChargeCents === null || posting.totalDistance <= 0) return;
  const lane = {
    originCountry: posting.originCountry,
    originState: posting.originState,
    destinationCountry: posting.destinationCountry,
    destinationState: posting.destinationState,
  };
  const adding = tx.insert(settledLaneRates).values({
    shipmentId: settled.shipmentId,
    carrierId: settled.carrierId,
    ...lane,
    transportMode: posting.transportMode,
    settledAt: settled.settledAt,
    totalChargeCents: posting.totalChargeCents,
    loadedMiles: posting.totalDistance,
    centsPerMile: posting.totalChargeCents / posting.totalDistance,
  });
  const lanes = [{ ...lane, trailerType: posting.transportMode }];
  await refreshLaneRateSummaries(tx, settled.settledAt, lanes, adding.getSQL());
}
