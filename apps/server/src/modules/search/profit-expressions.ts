import { sql, type SQL } from 'drizzle-orm';
import {
  profitFiguresOf,
  type Arithmetic,
  type ProfitFigures,
  type ProfitTerms,
} from '@freight/domain/profit/load-profit';
import { loadPostings } from '../../db/schema/loads';
import { haversine, roundedMilesOf } from '../postings/load-posting-conditions';
import type { SearchQueryParams } from './search-query-params';

// The profit sorts and filters of a load search (issue 20, decision 058): the domain's arithmetic
// (profitFiguresOf), evaluated by PostgreSQL over the columns the search's indexes carry, so that the
// order is chosen from the index alone as the other sorts are. A load without a rate has no figure
// (null) and sorts last.

/** SQL for the domain's arithmetic: double precision, a division by zero gives null. */
const sqlArithmetic: Arithmetic<SQL> = {
  num: (value) => sql`${value}::float8`,
  add: (a, b) => sql`(${a} + ${b})`,
  sub: (a, b) => sql`(${a} - ${b})`,
  mul: (a, b) => sql`(${a} * ${b})`,
  div: (a, b) => sql`(${a} / nullif(${b}, 0))`,
  max: (a, b) => sql`greatest(${a}, ${b})`,
};

export type SearchProfit = {
  terms: ProfitTerms;
  /** Only loads netting at least this much, or this much a day (cents); null: no bound. */
  minNetProfitCents: number | null;
  minNetCentsPerDay: number | null;
};

/**
 * The figures of every matching load. The deadhead is the distance from the searched origin, rounded
 * to a tenth of a mile as the cards show it; without an origin city it counts no miles, as on a card.
 */
export function profitFiguresSql(params: SearchQueryParams, terms: ProfitTerms): ProfitFigures<SQL> {
  const deadheadMiles = params.origin
    ? roundedMilesOf(haversine(loadPostings.originLat, loadPostings.originLng, params.origin))
    : sql`0::float8`;
  return profitFiguresOf(
    sqlArithmetic,
    {
      revenueCents: sql`${loadPostings.totalChargeCents}::float8`,
      deadheadMiles,
      loadedMiles: sql`${loadPostings.totalDistance}::float8`,
      appointmentDays: sql`greatest(0::float8, extract(epoch from (${loadPostings.dropStart} - ${loadPostings.pickupStart}))::float8 / 86400)`,
    },
    terms,
  );
}

/** The lower bounds a search sets on net profit and net per day, if any. */
export function profitConditions(params: SearchQueryParams): SQL[] {
  const profit = params.profit;
  if (!profit) return [];
  const figures = profitFiguresSql(params, profit.terms);
  const conditions: SQL[] = [];
  if (profit.minNetProfitCents !== null)
    conditions.push(sql`${figures.netProfitCents} >= ${profit.minNetProfitCents}`);
  if (profit.minNetCentsPerDay !== null)
    conditions.push(sql`${figures.netCentsPerDay} >= ${profit.minNetCentsPerDay}`);
  return conditions;
}
