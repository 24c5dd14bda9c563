import { personName } from '@freight/domain/person-name';
import type { CapacitySaveResult } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { originZoneOf } from './capacity-places';
import { toCapacityView } from './capacity-view';
import { findCallerCapacity } from './find-caller-capacity';

/** What a save answers (D3-7.17): the id, the caller's name as its last editor, and the capacity as saved. */
export async function savedCapacityResult(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  capacityId: string,
): Promise<CapacitySaveResult> {
  const record = await findCallerCapacity(services.db, caller, capacityId);
  const config = await services.appConfig();
  const capacity = toCapacityView(record, await originZoneOf(services.db, record.row, config));
  return {
    capacityID: capacityId,
    lastUpdatedByUserName: record.editor ? personName(record.editor) : caller.upn,
    capacity,
  };
}
