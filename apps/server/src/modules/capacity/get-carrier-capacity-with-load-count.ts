import type { CapacityListResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import { loadViewerOf } from '../postings/load-viewer';
import { originZonesOf } from './capacity-places';
import { toCapacityView } from './capacity-view';
import { countCapacityMatches } from './count-capacity-matches';
import { listCarrierCapacities, type ListServices } from './list-carrier-capacities';

/**
 * getCarrierCapacityWithLoadCount (D3-7.15): a page of the carrier's capacities, each with the number
 * of open loads it matches now, counted with See results' own conditions in one statement.
 */
export async function getCarrierCapacityWithLoadCount(
  services: ListServices,
  caller: Caller,
  input: unknown,
): Promise<CapacityListResult> {
  const config = await services.appConfig();
  const page = await listCarrierCapacities(services.db, caller, input, config.paging.capacityListPageSize);
  const rows = page.records.map((record) => record.row);
  const originZones = await originZonesOf(services.db, rows, config);
  const counts = await countCapacityMatches(services.db, rows, {
    viewer: loadViewerOf(caller),
    config,
    now: services.now(),
    originZones,
  });
  return {
    capacity: page.records.map((record) =>
      toCapacityView(
        record,
        originZones.get(record.row.id)!,
        counts.get(record.row.id) ?? { totalRecords: 0, totalRecordsCapped: false },
      ),
    ),
    totalRecords: page.totalRecords,
    totalPages: page.totalPages,
  };
}
