import { useConfig } from '../../../lib/config-provider';
import { useSavedSearchList } from './find-recent-searches';
import { graphql } from '../../../graphql/gql';

// D1-7.09 findUserFavouriteSearchHistory: the caller's favourite searches, first page of 10 by
// pick-up date, refreshed every `refreshIntervalsMinutes.favorite` minutes.
export const findFavoriteSearchesDocument = graphql(`
  query findUserFavouriteSearchHistory($input: SearchHistoryInput) {
    findUserFavouriteSearchHistory(input: $input) {
      totalRecords
      savedSearches {
        ...SavedSearchFields
      }
    }
  }
`);

export function useFavoriteSearches() {
  const { favorite } = useConfig().refreshIntervalsMinutes;
  return useSavedSearchList(
    'favorite',
    findFavoriteSearchesDocument,
    (data) => data.findUserFavouriteSearchHistory,
    favorite,
  );
}
