import type { SearchCriteria } from '@freight/domain/search-criteria';

// What screens of different features hand each other through React Router's navigation state, written
// once here because features do not import each other: a search to run (the search form, saved
// searches, a My Loads card's Reload) and a shipment to open in its My Loads list (the header's
// reference search, deep links).

/** State of a navigation to /app/search/results. */
export type SearchResultsState = {
  criteria: SearchCriteria;
  /** The segment the search was started from: decides the breadcrumb (D1-2.21). */
  from: 'newSearch' | 'recentSearch' | 'favoriteSearch';
  /** The saved search being re-run, if any (its card shows as the summary card). */
  savedSearchId?: string | null;
  favorite?: boolean;
  /** A saved search re-run is not recorded again; nor is a reload (D2-7.29). */
  skipUserSearchHistory?: boolean;
};

/** State of a navigation to a My Loads list that should open one shipment. */
export type MyLoadsShipmentState = { shipmentId: string };

export function readMyLoadsShipmentState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('shipmentId' in state)) return null;
  return typeof state.shipmentId === 'string' && state.shipmentId ? state.shipmentId : null;
}
