import { defaultConfig, type AppConfig } from './config';

// Which open loads a carrier may see (D1-1.12, D1-3.04): a managed-equipment load only with the
// managed-equipment capability, any other load only with the non-managed one; an exclusive load only
// for the tiers the configuration names. A caller without a carrier (a guest) sees what a carrier
// with the non-managed capability and no tier sees. The server's SQL spells the same rule.

export type LoadViewer = {
  managedEquipmentCapability: boolean;
  nonManagedEquipmentCapability: boolean;
  carrierTier: string | null;
};

export const guestViewer: LoadViewer = {
  managedEquipmentCapability: false,
  nonManagedEquipmentCapability: true,
  carrierTier: null,
};

export type VisibleLoadFacts = { managedEquipment: boolean; exclusiveLoad: boolean };

export function mayViewerSeeLoad(
  viewer: LoadViewer,
  load: VisibleLoadFacts,
  config: Pick<AppConfig, 'search'> = defaultConfig,
): boolean {
  const capable = load.managedEquipment
    ? viewer.managedEquipmentCapability
    : viewer.nonManagedEquipmentCapability;
  const tierAllows =
    !load.exclusiveLoad ||
    (viewer.carrierTier !== null && config.search.exclusiveLoadTiers.includes(viewer.carrierTier));
  return capable && tierAllows;
}
