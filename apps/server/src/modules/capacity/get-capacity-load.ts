import { profitTermsOf } from '@freight/domain/profit/load-profit';
import { isProfitSortColumn, searchSortColumns } from '@freight/domain/search/sorting';
import type { CapacityLoadResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCarrierCostProfile } from '../cost-profile/find-carrier-cost-profile';
import { choosePageAndSort } from '../postings/choose-page-and-sort';
import { loadViewerOf } from '../postings/load-viewer';
import { runSearchQueries } from '../search/search-query';
import { capacityLoadInputSchema } from './capacity-input';
import { capacityMatchParams, hasDestinationCity } from './capacity-matching';
import { originZoneOf } from './capacity-places';
import { toCapacityView } from './capacity-view';
import { findCallerCapacity } from './find-caller-capacity';

/**
 * getCapacityLoad (D3-2.65, D3-7.16): a page of the open loads one of the carrier's capacities matches,
 * pick-up date first by default, 25 at a time (D3-9.06), as the search lists them: the same SQL
 * (runSearchQueries), deadheads, watched flags. The count on the capacity's card is the same query's.
 * The profit sorts (decision 058) use the carrier's own cost profile, with the capacity's origin as
 * where the truck is.
 */
export async function getCapacityLoad(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<CapacityLoadResult> {
  const { db } = services;
  const { capacityId, ...pageAndSortInput } = parseInput(capacityLoadInputSchema, input);
  const record = await findCallerCapacity(db, caller, capacityId);
  const config = await services.appConfig();
  const pageAndSort = choosePageAndSort(pageAndSortInput, {
    pageSize: config.paging.capacityLoadPageSize,
    sortColumns: searchSortColumns({
      originMode: 'city',
      destinationMode: hasDestinationCity(record.row) ? 'city' : 'anywhere',
    }),
    config,
  });
  const originZone = await originZoneOf(db, record.row, config);
  const profit = isProfitSortColumn(pageAndSort.sortColumn)
    ? {
        terms: profitTermsOf(await findCarrierCostProfile(db, caller.carrier?.id ?? null)),
        minNetProfitCents: null,
        minNetCentsPerDay: null,
      }
    : null;
  const params = {
    ...capacityMatchParams(
      record.row,
      { viewer: loadViewerOf(caller), config, now: services.now(), originZone, memberId: caller.memberId },
      pageAndSort,
    ),
    profit,
  };
  const { totalRecords, totalRecordsCapped, postings } = await runSearchQueries(db, params);
  return {
    capacity: toCapacityView(record, originZone),
    totalRecords,
    totalRecordsCapped,
    loadPostings: postings,
  };
}
