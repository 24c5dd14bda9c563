import type { MyLoadList } from './my-loads/lists';
import { hasPermission } from './permissions';
import type { Role } from './roles';

// The reload intent (D2-3.17, D2-4.46 to D2-4.48, D2-9.12): once a driver is assigned, whether the
// carrier wants a next route for that truck. The web sends it to /intent/v1/publishCarrierIntent
// (D2-7.26), where the server records it.

export const reloadIntents = ['NEED NEXT ROUTE', 'NO NEXT ROUTE'] as const;
export type ReloadIntent = (typeof reloadIntents)[number];

/**
 * Where Reload Later leads (D2-4.47): back to Carrier Assigned for those who assign drivers from it,
 * to Driver Assigned for everyone else (the owner-operator who assigned themself).
 */
export function reloadLaterList(roles: readonly Role[]): MyLoadList {
  return hasPermission(roles, 'myLoads.carrierAssigned') ? 'CarrierAssigned' : 'DriverAssigned';
}
