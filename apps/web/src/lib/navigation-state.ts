import * as z from 'zod/mini';
import type { SearchCriteria } from '@freight/domain/search/criteria';

// What screens of different features hand each other through React Router's navigation state, written
// once here because features do not import each other: a search to run (the search form, saved
// searches, a My Loads card's Reload) and a shipment to open in its My Loads list (the header's
// reference search, deep links). Also the query parameters that links into the app carry. Each state
// has a zod/mini schema (mini: these are read on the first screens, decision 027).

/**
 * Navigation state as a screen reads it: what its schema says, or null. Router state is untrusted (a
 * link of another version of the app, history of an older session), so anything else is ignored.
 */
export function readNavigationState<S extends z.ZodMiniType>(schema: S, state: unknown): z.output<S> | null {
  const parsed = z.safeParse(schema, state);
  return parsed.success ? parsed.data : null;
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/** State of a navigation to /app/search/results. */
export const searchResultsStateSchema = z.object({
  // Checked by the server when the search runs; here only its being an object matters.
  criteria: z.custom<SearchCriteria>(isObject),
  /** The segment the search was started from: decides the breadcrumb (D1-2.21). */
  from: z.enum(['newSearch', 'recentSearch', 'favoriteSearch']),
  /** The saved search being re-run, if any (its card shows as the summary card). */
  savedSearchId: z.optional(z.nullable(z.string())),
  favorite: z.optional(z.boolean()),
  /** A saved search re-run is not recorded again; nor is a reload (D2-7.29). */
  skipUserSearchHistory: z.optional(z.boolean()),
});
export type SearchResultsState = z.output<typeof searchResultsStateSchema>;

/** State of a navigation to a My Loads list that should open one shipment. */
export const myLoadsShipmentStateSchema = z.object({ shipmentId: z.string().check(z.minLength(1)) });
export type MyLoadsShipmentState = z.output<typeof myLoadsShipmentStateSchema>;

export function readMyLoadsShipmentState(state: unknown): string | null {
  return readNavigationState(myLoadsShipmentStateSchema, state)?.shipmentId ?? null;
}

/** State of a navigation to /app/search/results for one reference (the header's "Search by Load #"). */
export const referenceSearchStateSchema = z.object({
  reference: z.string().check(z.trim(), z.minLength(1)),
});
export type ReferenceSearchState = z.output<typeof referenceSearchStateSchema>;

export function readReferenceSearchState(state: unknown): string | null {
  return readNavigationState(referenceSearchStateSchema, state)?.reference ?? null;
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
