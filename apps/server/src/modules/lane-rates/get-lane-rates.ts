import { and, eq, gt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { laneKeyOf, laneTrendOf, type Lane } from '@freight/domain/profit/lane-rates';
import { laneRateSummaries, settledLaneRates } from '../../db/schema/profit';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';

/** A page of cards asks for its lanes at once: at most one page. */
export const maxLanesPerRequest = 25;

const part = (max: number) => z.string().trim().min(1).max(max);
const laneSchema = z.object({
  originCountry: part(10),
  originState: part(10),
  destinationCountry: part(10),
  destinationState: part(10),
  trailerType: part(40),
});
const lanesSchema = z.object({
  lanes: z
    .array(laneSchema)
    .min(1, issueMessage('laneRates.lanes', { max: maxLanesPerRequest }))
    .max(maxLanesPerRequest, issueMessage('laneRates.lanes', { max: maxLanesPerRequest })),
});

type Summary = typeof laneRateSummaries.$inferSelect;
type OwnPay = { loads: number; medianCentsPerMile: number; lastSettledAt: string };

function windowOf(median: number | null, lower: number | null, upper: number | null, loads: number) {
  if (median === null || lower === null || upper === null) return null;
  return {
    medianCentsPerMile: median,
    lowerQuartileCentsPerMile: lower,
    upperQuartileCentsPerMile: upper,
    loads,
  };
}

const matchesLane = (columns: typeof laneRateSummaries | typeof settledLaneRates, lane: Lane) =>
  and(
    eq(columns.originCountry, lane.originCountry),
    eq(columns.originState, lane.originState),
    eq(columns.destinationCountry, lane.destinationCountry),
    eq(columns.destinationState, lane.destinationState),
    eq(columns.transportMode, lane.trailerType),
  );

/**
 * getLaneRates: each lane's summary as stored (figures below the threshold are already null), and
 * what the caller's own carrier was paid there over 90 days. Aggregates only: no row of another
 * carrier is ever answered.
 */
export async function getLaneRates(services: Pick<Services, 'db' | 'now'>, caller: Caller, input: unknown) {
  const { lanes } = parseInput(lanesSchema, input);
  const { db } = services;
  const carrierId = caller.carrier?.id ?? null;
  const since = new Date(services.now().getTime() - 90 * 86_400_000);
  const [summaries, ownRows] = await Promise.all([
    db
      .select()
      .from(laneRateSummaries)
      .where(or(...lanes.map((lane) => matchesLane(laneRateSummaries, lane)))),
    carrierId
      ? db
          .select({
            originCountry: settledLaneRates.originCountry,
            originState: settledLaneRates.originState,
            destinationCountry: settledLaneRates.destinationCountry,
            destinationState: settledLaneRates.destinationState,
            trailerType: settledLaneRates.transportMode,
            loads: sql<number>`count(*)::int`,
            medianCentsPerMile: sql<number>`percentile_cont(0.5) within group (order by ${settledLaneRates.centsPerMile})`,
            lastSettledAt: sql<string>`max(${settledLaneRates.settledAt})`,
          })
          .from(settledLaneRates)
          .where(
            and(
              eq(settledLaneRates.carrierId, carrierId),
              gt(settledLaneRates.settledAt, since),
              or(...lanes.map((lane) => matchesLane(settledLaneRates, lane))),
            ),
          )
          .groupBy(
            settledLaneRates.originCountry,
            settledLaneRates.originState,
            settledLaneRates.destinationCountry,
            settledLaneRates.destinationState,
            settledLaneRates.transportMode,
          )
      : Promise.resolve([]),
  ]);
  const summaryOf = new Map<string, Summary>(
    summaries.map((row) => [laneKeyOf({ ...row, trailerType: row.transportMode }), row]),
  );
  const ownOf = new Map<string, OwnPay>(
    ownRows.map((row) => [
      laneKeyOf(row),
      {
        loads: row.loads,
        medianCentsPerMile: Number(row.medianCentsPerMile),
        lastSettledAt: new Date(row.lastSettledAt).toISOString(),
      },
    ]),
  );
  return lanes.map((lane) => {
    const key = laneKeyOf(lane);
    const summary = summaryOf.get(key);
    const last30Days = summary
      ? windowOf(summary.median30, summary.lowerQuartile30, summary.upperQuartile30, summary.loads30)
      : null;
    const last90Days = summary
      ? windowOf(summary.median90, summary.lowerQuartile90, summary.upperQuartile90, summary.loads90)
      : null;
    return {
      ...lane,
      last30Days,
      last90Days,
      trend: laneTrendOf(last30Days?.medianCentsPerMile ?? null, last90Days?.medianCentsPerMile ?? null),
      weeks: (summary?.weeks ?? []).map(({ weekStart, medianCentsPerMile }) => ({
        weekStart,
        medianCentsPerMile,
      })),
      ownPay: ownOf.get(key) ?? null,
    };
  });
}
