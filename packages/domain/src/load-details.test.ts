import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import {
  groupCommodities,
  mayViewDocuments,
  showsBetaTools,
  showsContactUs,
  visibleDetailTabs,
  type LoadDetailsContext,
} from './load-details';
import type { Role } from './roles';

const dispatcher: Role[] = ['carrierDispatcher'];
const features = { ...defaultConfig.features, betaTools: true };

function context(overrides: Partial<LoadDetailsContext> = {}): LoadDetailsContext {
  return {
    module: null,
    roles: dispatcher,
    features,
    loadType: 'Brokerage',
    hasServices: true,
    ...overrides,
  };
}

describe('load details panel', () => {
  it('[D1-2.23] Map comes first; a dispatcher in Driver Assigned sees every tab in order', () => {
    expect(visibleDetailTabs(context({ module: 'driverAssigned' }))).toEqual([
      'map',
      'commodities',
      'services',
      'references',
      'documents',
      'pay',
    ]);
  });

  it('[D1-2.24] commodities and services only in My Load modules; services only when the shipment has some', () => {
    expect(visibleDetailTabs(context())).toEqual(['map', 'pay']);
    expect(visibleDetailTabs(context({ module: 'carrierAssigned', hasServices: false }))).toEqual([
      'map',
      'commodities',
      'documents',
      'pay',
    ]);
  });

  it('[D1-2.25] references in driver-assigned, in-transit and both delivered modules only', () => {
    const withReferences = (
      ['carrierTendered', 'carrierAssigned', 'driverAssigned', 'inTransit'] as const
    ).map((module) => visibleDetailTabs(context({ module })).includes('references'));
    expect(withReferences).toEqual([false, false, true, true]);
    expect(visibleDetailTabs(context({ module: 'deliveredNeedsPaperWork' }))).toContain('references');
    expect(visibleDetailTabs(context({ module: 'deliveredWithPaperWork' }))).toContain('references');
  });

  it('[D1-2.26] documents need the flag, a module other than carrier-tendered and the view-document role', () => {
    expect(visibleDetailTabs(context({ module: 'inTransit' }))).toContain('documents');
    expect(visibleDetailTabs(context({ module: 'carrierTendered' }))).not.toContain('documents');
    expect(
      visibleDetailTabs(context({ module: 'inTransit', features: { ...features, documents: false } })),
    ).not.toContain('documents');
    expect(visibleDetailTabs(context({ module: 'inTransit', roles: ['carrierAdmin'] }))).not.toContain(
      'documents',
    );
    expect(visibleDetailTabs(context({ module: 'inTransit', loadType: 'Port Dray' }))).not.toContain(
      'documents',
    );
  });

  it('[D2-6.09] drivers, dispatchers and leased view documents of brokerage, power-only and PO dray loads', () => {
    for (const loadType of ['Brokerage', 'Power Only', 'PO Dray'])
      expect(mayViewDocuments(['carrierDriver'], loadType)).toBe(true);
    for (const loadType of ['Freight Under Management', 'Port Dray'])
      expect(mayViewDocuments(['carrierLeasedOwnerOpr'], loadType)).toBe(false);
    expect(mayViewDocuments(['carrierGuest'], 'Brokerage')).toBe(false);
  });

  it('[D1-2.27] [D1-6.09] Pay needs the rate-details flag and the dispatcher role', () => {
    expect(visibleDetailTabs(context({ features: { ...features, rateDetails: false } }))).toEqual(['map']);
    expect(visibleDetailTabs(context({ roles: ['carrierLeasedOwnerOpr'] }))).toEqual(['map']);
  });

  it('[D1-2.28] [D2-6.08] Beta Tools: Beta role, flag on, My Load modules except carrier-assigned', () => {
    const beta: Role[] = ['carrierBeta1', 'carrierDispatcher'];
    expect(showsBetaTools({ module: 'inTransit', roles: beta, features })).toBe(true);
    expect(showsBetaTools({ module: 'carrierAssigned', roles: beta, features })).toBe(false);
    expect(showsBetaTools({ module: null, roles: beta, features })).toBe(false);
    expect(showsBetaTools({ module: 'inTransit', roles: dispatcher, features })).toBe(false);
    expect(
      showsBetaTools({ module: 'inTransit', roles: beta, features: { ...features, betaTools: false } }),
    ).toBe(false);
  });

  it('[D1-2.29] Contact Us: always in My Load; elsewhere only when the visibility setting equals 1', () => {
    expect(
      showsContactUs({ module: 'carrierTendered', features: { ...features, contactUsVisibility: 0 } }),
    ).toBe(true);
    expect(showsContactUs({ module: null, features: { ...features, contactUsVisibility: 1 } })).toBe(true);
    expect(showsContactUs({ module: null, features: { ...features, contactUsVisibility: 0 } })).toBe(false);
    expect(showsContactUs({ module: null, features: { ...features, contactUsVisibility: 2 } })).toBe(false);
  });

  it('[D1-9.06] [D2-2.39] the first 4 distinct commodities by description and packaging; the rest are additional', () => {
    const item = (commodityDesc: string, packagingType: string | null) => ({ commodityDesc, packagingType });
    const grouped = groupCommodities([
      item('Paper rolls', 'Pallet'),
      item('paper rolls ', 'pallet'),
      item('Paper rolls', 'Crate'),
      item('Canned goods', null),
      item('Tires', 'Loose'),
      item('Steel coils', 'Skid'),
      item('Canned goods', null),
    ]);
    expect(grouped.shown.map((c) => `${c.commodityDesc}/${c.packagingType}`)).toEqual([
      'Paper rolls/Pallet',
      'Paper rolls/Crate',
      'Canned goods/null',
      'Tires/Loose',
    ]);
    expect(grouped.additional.map((c) => c.commodityDesc)).toEqual(['Steel coils']);
  });
});
