import type { SearchCriteria } from '@freight/domain/search/criteria';
import { toSearchRequest } from '@freight/domain/search/request';
import type { StateSearch } from '@freight/domain/initial-tab';
import type { SavedSearchKind } from './api/find-recent-searches';
import { hasProfitFilter, type ProfitFilter } from '@freight/domain/profit/profit-filter';
import type { SearchSort } from './api/search-load-postings';

// The search feature's query keys, each defined once.

/** The search screen's defaults (countries and states, D1-7.03). */
export const searchScreenDefaultsQueryKey = ['searchScreenDefaults'] as const;

export function searchLoadPostingsQueryKey(
  criteria: SearchCriteria,
  sort?: SearchSort,
  profitFilter?: ProfitFilter,
) {
  const request = toSearchRequest(criteria);
  if (!sort) return ['searchLoadPostingV2', request] as const;
  // The profit filters (decision 058) are part of the key only when set.
  return profitFilter && hasProfitFilter(profitFilter)
    ? (['searchLoadPostingV2', request, sort.sortColumn, sort.sortDirection, profitFilter] as const)
    : (['searchLoadPostingV2', request, sort.sortColumn, sort.sortDirection] as const);
}

export function getStateBasedLoadQueryKey(stateSearch: StateSearch, sort?: SearchSort) {
  const place = [stateSearch.countryCode, stateSearch.stateCode] as const;
  return sort
    ? (['getStateBasedLoad', ...place, sort.sortColumn, sort.sortDirection] as const)
    : (['getStateBasedLoad', ...place] as const);
}

/**
 * One search by Load #: `visit` is the navigation that asked it (its location key), so that each
 * search asks the server again (a load booked or assigned since answers otherwise), while going back
 * to a search shows what it answered.
 */
export function searchLoadByReferenceQueryKey(reference: string, visit: string) {
  return ['searchLoadByReferenceV2', reference, visit] as const;
}

/** Both lists sit under one key, so that a favourite change refreshes the two. */
export const searchHistoryQueryKey = ['searchHistory'] as const;

export function getSavedSearchesQueryKey(kind: SavedSearchKind) {
  return [...searchHistoryQueryKey, kind] as const;
}
