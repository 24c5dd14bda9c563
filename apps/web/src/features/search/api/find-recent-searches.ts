import { useQuery } from '@tanstack/react-query';
import type {
  SavedSearchFieldsFragment,
  SearchHistoryInput,
  TypedDocumentString,
} from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { graphql } from '../../../graphql/gql';
import { getSavedSearchesQueryKey } from '../query-keys';

// D1-7.09 findUserRecentSearchHistory: the caller's recent searches, favourites included. The saved
// search fields and the list request are shared with find-favorite-searches.ts, which differs only by
// its operation.

/** What a saved-search card shows and re-runs: `criteria` is the search as it runs today. */
graphql(`
  fragment SavedSearchFields on SavedSearch {
    id
    favouritesearchindicator
    searchdate
    criteria {
      originCity
      originState
      originCountry
      originPostalCode
      originRadius
      pickUpStartDate
      pickUpEndDate
      destinationCity
      destinationState
      destinationStates
      destinationCountry
      destinationPostalCode
      destinationRadius
      dropStartDate
      dropEndDate
      trailerType
      favorite
    }
  }
`);

export type SavedSearch = SavedSearchFieldsFragment;

export type SavedSearchList = { totalRecords: number; savedSearches: SavedSearch[] };

/** The first page of 10, by pick-up date (D1-7.09, D1-9.01). */
export function getSearchHistoryInput(pageSize: number): SearchHistoryInput {
  return { page: 0, size: pageSize, sortColumn: 'pickupdate' };
}

export type SavedSearchKind = 'recent' | 'favorite';

export const findRecentSearchesDocument = graphql(`
  query findUserRecentSearchHistory($input: SearchHistoryInput) {
    findUserRecentSearchHistory(input: $input) {
      totalRecords
      savedSearches {
        ...SavedSearchFields
      }
    }
  }
`);

/** Runs one list operation with the first-page input; refreshed every `refreshMinutes`. */
export function useSavedSearchList<TData>(
  kind: SavedSearchKind,
  document: TypedDocumentString<TData, { input?: SearchHistoryInput | null }>,
  read: (data: TData) => SavedSearchList,
  refreshMinutes: number,
) {
  const client = useApiClient();
  const { savedSearchPageSize } = useConfig().paging;
  return useQuery({
    queryKey: getSavedSearchesQueryKey(kind),
    retry: false,
    refetchInterval: refreshMinutes * 60_000,
    queryFn: async ({ signal }) =>
      read(await client.request(document, { input: getSearchHistoryInput(savedSearchPageSize) }, { signal })),
  });
}

export function useRecentSearches() {
  const { recent } = useConfig().refreshIntervalsMinutes;
  return useSavedSearchList(
    'recent',
    findRecentSearchesDocument,
    (data) => data.findUserRecentSearchHistory,
    recent,
  );
}
