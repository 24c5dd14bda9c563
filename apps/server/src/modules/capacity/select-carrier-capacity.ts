import type { Capacity } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { capacityIdSchema } from './capacity-input';
import { originZoneOf } from './capacity-places';
import { toCapacityView } from './capacity-view';
import { findCallerCapacity } from './find-caller-capacity';

/** selectCarrierCapacity: one capacity of the caller's carrier, for its View and Edit screens (D3-2.63). */
export async function selectCarrierCapacity(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  capacityId: unknown,
): Promise<Capacity> {
  const id = parseInput(capacityIdSchema, capacityId);
  const record = await findCallerCapacity(services.db, caller, id);
  const config = await services.appConfig();
  return toCapacityView(record, await originZoneOf(services.db, record.row, config));
}
