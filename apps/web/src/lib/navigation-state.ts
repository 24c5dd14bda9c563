import type { SearchCriteria } from '@freight/domain/search/criteria';

// What screens of different features hand each other through React Router's navigation state, written
// once here because features do not import each other: a search to run (the search form, saved
// searches, a My Loads card's Reload) and a shipment to open in its My Loads list (the header's
// reference search, deep links). Also the query parameters that links into the app carry.

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

/** State of a navigation to /app/search/results for one reference (the header's "Search by Load #"). */
export type ReferenceSearchState = { reference: string };

export function readReferenceSearchState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reference' in state)) return null;
  return typeof state.reference === 'string' && state.reference.trim() ? state.reference.trim() : null;
}

/**
 * The parameters of links into the app (D3-4.49 to D3-4.56): the shipment to open, a reference to
 * search loads by, and the user a link was sent to.
 */
export const deepLinkParams = { shipmentId: 'shipmentId', reference: 'reference', recipient: 'upn' } as const;

function readParam(params: URLSearchParams, name: string): string | null {
  return params.get(name)?.trim() || null;
}

export function readDeepLinkedShipmentId(params: URLSearchParams): string | null {
  return readParam(params, deepLinkParams.shipmentId);
}

export function readReferenceParam(params: URLSearchParams): string | null {
  return readParam(params, deepLinkParams.reference);
}

/** True when a link names the user it was sent to and that is not the signed-in user (D3-4.56). */
export function isLinkForAnotherUser(params: URLSearchParams, signedInUpn: string | undefined): boolean {
  const recipient = readParam(params, deepLinkParams.recipient);
  return recipient !== null && recipient.toLowerCase() !== (signedInUpn ?? '').toLowerCase();
}
