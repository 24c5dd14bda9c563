import { useConfig } from '../../../lib/config-provider';
import { savedSearchFields, useSavedSearchList, type SavedSearchList } from './find-recent-searches';

// D1-7.09 findUserFavouriteSearchHistory: the caller's favourite searches, first page of 10 by
// pick-up date, refreshed every `refreshIntervalsMinutes.favorite` minutes.
export const findFavoriteSearchesDocument = /* GraphQL */ `
  query findUserFavouriteSearchHistory($input: SearchHistoryInput) {
    findUserFavouriteSearchHistory(input: $input) {
      totalRecords
      savedSearches {
        ...SavedSearchFields
      }
    }
  }
  ${savedSearchFields}
`;

type FavoriteData = { findUserFavouriteSearchHistory: SavedSearchList };

export function useFavoriteSearches() {
  const { favorite } = useConfig().refreshIntervalsMinutes;
  return useSavedSearchList<FavoriteData>(
    'favorite',
    findFavoriteSearchesDocument,
    (data) => data.findUserFavouriteSearchHistory,
    favorite,
  );
}
