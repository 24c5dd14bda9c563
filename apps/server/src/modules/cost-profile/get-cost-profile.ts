import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { costProfileView } from './cost-profile-view';
import { findCarrierCostProfile } from './find-carrier-cost-profile';

/** getCostProfile: the caller's own carrier's profile; never another's, whatever the request says. */
export async function getCostProfile(services: Pick<Services, 'db'>, caller: Caller) {
  return costProfileView(await findCarrierCostProfile(services.db, caller.carrier?.id ?? null));
}
