import type { Executor } from '../../db/client';
import { settledLaneRates } from '../../db/schema/profit';
import { createCarrier } from '../../test-support/sign-in';

export const laneNow = new Date('2030-03-01T12:00:00Z');

export const chicagoToTexas = {
  originCountry: 'USA',
  originState: 'IL',
  destinationCountry: 'USA',
  destinationState: 'TX',
  trailerType: 'Dry Van',
};

export const laneRatesQuery = /* GraphQL */ `
  query LaneRates($lanes: [LaneInput!]!) {
    getLaneRates(lanes: $lanes) {
      originState
      destinationState
      trailerType
      last30Days {
        medianCentsPerMile
        lowerQuartileCentsPerMile
        upperQuartileCentsPerMile
        loads
      }
      last90Days {
        medianCentsPerMile
        loads
      }
      trend
      weeks {
        weekStart
        medianCentsPerMile
      }
      ownPay {
        loads
        medianCentsPerMile
        lastSettledAt
      }
    }
  }
`;

export type LaneRatesAnswer = {
  last30Days: {
    medianCentsPerMile: number;
    lowerQuartileCentsPerMile: number;
    upperQuartileCentsPerMile: number;
    loads: number;
  } | null;
  last90Days: { medianCentsPerMile: number; loads: number } | null;
  trend: string | null;
  weeks: { weekStart: string; medianCentsPerMile: number | null }[];
  ownPay: { loads: number; medianCentsPerMile: number; lastSettledAt: string } | null;
};

export async function createCarriers(db: Executor, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await createCarrier(db)).id);
  return ids;
}

/** Settled loads on a lane: one per entry, by carrier, cents per mile and days before laneNow. */
export async function insertSettledRates(
  db: Executor,
  rates: { carrierId: string; centsPerMile: number; daysAgo: number; lane?: typeof chicagoToTexas }[],
): Promise<void> {
  await db.insert(settledLaneRates).values(
    rates.map(({ carrierId, centsPerMile, daysAgo, lane = chicagoToTexas }) => ({
      carrierId,
      originCountry: lane.originCountry,
      originState: lane.originState,
      destinationCountry: lane.destinationCountry,
      destinationState: lane.destinationState,
      transportMode: lane.trailerType,
      settledAt: new Date(laneNow.getTime() - daysAgo * 86_400_000),
      totalChargeCents: Math.round(centsPerMile * 1000),
      loadedMiles: 1000,
      centsPerMile,
    })),
  );
}
