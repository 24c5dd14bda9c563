import type { UserPreference } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { toUserPreference } from './preference-view';
import { storedPreferencesOf } from './stored-preferences';

/** The caller's own preferences (D3-7.12): every key, saved or default, and the groups they see. */
export async function getUserPreference(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
): Promise<UserPreference> {
  const [stored, config] = await Promise.all([
    storedPreferencesOf(services.db, caller.memberId),
    services.appConfig(),
  ]);
  return toUserPreference(caller.upn, caller.roles, stored, config);
}
