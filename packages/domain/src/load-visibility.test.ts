import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import { guestViewer, mayViewerSeeLoad, type LoadViewer } from './load-visibility';

const viewer = (overrides: Partial<LoadViewer>): LoadViewer => ({ ...guestViewer, ...overrides });
const plain = { managedEquipment: false, exclusiveLoad: false };
const managed = { managedEquipment: true, exclusiveLoad: false };

describe('which loads a carrier sees', () => {
  it('[D1-1.12] a managed-equipment load needs the managed capability, another load the non-managed one', () => {
    const managedOnly = viewer({ managedEquipmentCapability: true, nonManagedEquipmentCapability: false });
    expect(mayViewerSeeLoad(managedOnly, managed)).toBe(true);
    expect(mayViewerSeeLoad(managedOnly, plain)).toBe(false);
    expect(mayViewerSeeLoad(guestViewer, managed)).toBe(false);
    expect(mayViewerSeeLoad(guestViewer, plain)).toBe(true);
  });

  it('[D1-3.04] an exclusive load is offered only to the configured carrier tiers', () => {
    const exclusive = { managedEquipment: false, exclusiveLoad: true };
    expect(mayViewerSeeLoad(viewer({ carrierTier: 'GOLD' }), exclusive)).toBe(true);
    expect(mayViewerSeeLoad(viewer({ carrierTier: 'STANDARD' }), exclusive)).toBe(false);
    expect(mayViewerSeeLoad(guestViewer, exclusive)).toBe(false);
    const config = { search: { ...defaultConfig.search, exclusiveLoadTiers: ['STANDARD'] } };
    expect(mayViewerSeeLoad(viewer({ carrierTier: 'STANDARD' }), exclusive, config)).toBe(true);
  });
});
