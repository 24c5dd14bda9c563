import type { AppConfig } from './config';
import { hasPermission } from './permissions';
import type { Role } from './roles';
import type { MyLoadBucket } from './shipment-states';
import type { LoadType } from './source-systems';

// What the load details panel shows (D1-2.23 to D1-2.30, D2-2.38, D2-6.08 to D2-6.14): which tabs,
// the Beta Tools and Contact Us links, and how commodities are grouped. The server answers the same
// questions with these functions before it returns a tab's data.

export const loadDetailTabs = ['map', 'commodities', 'services', 'references', 'documents', 'pay'] as const;
export type LoadDetailTab = (typeof loadDetailTabs)[number];

export type LoadDetailsContext = {
  /** The My Loads list the load is shown in; null outside My Loads (search, home). */
  module: MyLoadBucket | null;
  roles: readonly Role[];
  features: Pick<AppConfig['features'], 'documents' | 'rateDetails' | 'betaTools' | 'contactUsVisibility'>;
  /** The load type (Brokerage, Power Only...), which decides who may see documents (D2-6.09). */
  loadType: string;
  /** Whether the shipment has services (D1-2.24). */
  hasServices: boolean;
};

/** The modules where references are shown (D1-2.25), and where Add Reference is offered (D2-6.06). */
export const referenceModules: readonly MyLoadBucket[] = [
  'driverAssigned',
  'inTransit',
  'deliveredNeedsPaperWork',
  'deliveredWithPaperWork',
];

/**
 * Load types whose documents Driver, Dispatcher and Leased may view (D2-6.10, D2-6.11). Freight
 * Under Management and Port Dray only offer the payment status (D2-6.12); the non-asset source has no
 * document configuration (D2-6.13).
 */
const documentLoadTypes: readonly string[] = ['Brokerage', 'Power Only', 'PO Dray'] satisfies LoadType[];
const documentViewers: readonly Role[] = ['carrierDriver', 'carrierDispatcher', 'carrierLeasedOwnerOpr'];

/** The view-document role of D1-2.26: a role that views documents of this load type. */
export function mayViewDocuments(roles: readonly Role[], loadType: string): boolean {
  return documentLoadTypes.includes(loadType) && roles.some((role) => documentViewers.includes(role));
}

/** Whether one tab is shown in this context. */
export function showsDetailTab(tab: LoadDetailTab, context: LoadDetailsContext): boolean {
  const { module, roles, features } = context;
  switch (tab) {
    case 'map':
      return true;
    case 'commodities':
      return module !== null;
    case 'services':
      return module !== null && context.hasServices;
    case 'references':
      return module !== null && referenceModules.includes(module);
    case 'documents':
      return (
        features.documents &&
        module !== null &&
        module !== 'carrierTendered' &&
        mayViewDocuments(roles, context.loadType)
      );
    case 'pay':
      return features.rateDetails && hasPermission(roles, 'loads.rateDetails');
  }
}

/** The tabs of the panel, in the spec's order; Map first and chosen by default. */
export function visibleDetailTabs(context: LoadDetailsContext): LoadDetailTab[] {
  return loadDetailTabs.filter((tab) => showsDetailTab(tab, context));
}

/** Beta Tools: My Loads modules except Carrier Assigned, the flag on, Beta only (D1-2.28, D2-6.08). */
export function showsBetaTools(context: Pick<LoadDetailsContext, 'module' | 'roles' | 'features'>): boolean {
  return (
    context.features.betaTools &&
    context.module !== null &&
    context.module !== 'carrierAssigned' &&
    hasPermission(context.roles, 'loads.betaTools')
  );
}

/** Contact Us: always in My Loads; elsewhere only when the visibility setting equals 1 (D1-2.29). */
export function showsContactUs(context: Pick<LoadDetailsContext, 'module' | 'features'>): boolean {
  return context.module !== null || context.features.contactUsVisibility === 1;
}

export type Commodity = { commodityDesc: string; packagingType: string | null };

/** How many distinct commodities the tab shows before 'Additional Commodities' (D1-9.06). */
export const shownCommodityCount = 4;

/**
 * The commodities of the Commodities tab (D1-9.06, D2-2.39): distinct by description and packaging,
 * in order of first appearance; the first 4 shown, the rest under 'Additional Commodities'.
 */
export function groupCommodities<T extends Commodity>(
  commodities: readonly T[],
): { shown: T[]; additional: T[] } {
  const seen = new Set<string>();
  const distinct = commodities.filter((item) => {
    const key = `${item.commodityDesc.trim().toLowerCase()}\u0000${(item.packagingType ?? '').trim().toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { shown: distinct.slice(0, shownCommodityCount), additional: distinct.slice(shownCommodityCount) };
}
