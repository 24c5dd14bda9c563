import { asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loadPostings } from '../../db/schema/loads';
import { haversine } from '../postings/load-posting-conditions';
import { defaultCostProfile } from '@freight/domain/profit/cost-profile';
import { profitTermsOf } from '@freight/domain/profit/load-profit';
import { profitFiguresSql } from './profit-expressions';
import type { SearchQueryParams } from './search-query-params';

// The ORDER BY of a load search (D1-9.03): the chosen column and direction, then the load id.

function sortKeyOf(params: SearchQueryParams): SQL | AnyPgColumn {
  switch (params.sortColumn) {
    case 'pickUpStartDate':
      return loadPostings.pickupStart;
    case 'total_distance':
      return loadPostings.totalDistance;
    case 'price':
      return loadPostings.totalChargeCents;
    case 'originDeadHead':
      if (!params.origin) throw new Error('Sorting by origin deadhead needs an origin circle');
      return haversine(loadPostings.originLat, loadPostings.originLng, params.origin);
    case 'destinationDeadHead':
      if (!params.destination) throw new Error('Sorting by destination deadhead needs a destination circle');
      return haversine(loadPostings.destinationLat, loadPostings.destinationLng, params.destination);
    case 'netProfit':
      return profitFiguresSql(params, params.profit?.terms ?? profitTermsOf(defaultCostProfile))
        .netProfitCents;
    case 'netPerDay':
      return profitFiguresSql(params, params.profit?.terms ?? profitTermsOf(defaultCostProfile))
        .netCentsPerDay;
  }
}

/** The chosen order, loads without a rate last either way, then the load id so that pages never overlap. */
export function searchOrder(params: SearchQueryParams): SQL[] {
  const key = sortKeyOf(params);
  const direction = params.sortDirection === 'DESC' ? sql`desc` : sql`asc`;
  return [sql`${key} ${direction} nulls last`, asc(loadPostings.loadId)];
}
