import type { CapacityListResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import { originZonesOf } from './capacity-places';
import { toCapacityView } from './capacity-view';
import { listCarrierCapacities, type ListServices } from './list-carrier-capacities';

/** getCarrierCapacity (D3-7.14): a page of the carrier's capacities, without their counts. */
export async function getCarrierCapacity(
  services: ListServices,
  caller: Caller,
  input: unknown,
): Promise<CapacityListResult> {
  const config = await services.appConfig();
  const page = await listCarrierCapacities(services.db, caller, input, config.paging.capacityListPageSize);
  const rows = page.records.map((record) => record.row);
  const zones = await originZonesOf(services.db, rows, config);
  return {
    capacity: page.records.map((record) => toCapacityView(record, zones.get(record.row.id)!)),
    totalRecords: page.totalRecords,
    totalPages: page.totalPages,
  };
}
