import { guestViewer, type LoadViewer } from '@freight/domain/load-visibility';
import type { Caller } from '../../platform/caller';

/**
 * Who is looking at loads: always the caller's own carrier (D1-3.04), never the carrier fields a
 * request carries. A caller without a carrier sees what a guest sees.
 */
export function loadViewerOf(caller: Caller): LoadViewer {
  if (!caller.carrier) return guestViewer;
  return {
    managedEquipmentCapability: caller.carrier.managedEquipmentCapability,
    nonManagedEquipmentCapability: caller.carrier.nonManagedEquipmentCapability,
    carrierTier: caller.carrier.tier,
  };
}
