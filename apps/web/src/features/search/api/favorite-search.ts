import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { toSearchRequest } from '@freight/domain/search/request';
import { useApiClient } from '../../../lib/api-provider';
import { searchHistoryQueryKey } from '../query-keys';
import { graphql } from '../../../graphql/gql';

// D1-7.10 updateUserSearchHistoryAsFavorite: favourites a saved search by its id (also the undo of an
// un-favourite), or criteria that were never saved. The server refuses a duplicate with CONFLICT
// 'Record Exist' and a full list with LIMIT_EXCEEDED 'Favorite search list full' (D1-5.12).
export const favoriteSearchDocument = graphql(`
  mutation updateUserSearchHistoryAsFavorite($input: UpdateUserSearchHistoryAsFavoriteInput!) {
    updateUserSearchHistoryAsFavorite(input: $input) {
      id
      errorMessage
    }
  }
`);

export type FavoriteSearchTarget = { savedSearchId: string | null; criteria: SearchCriteria };

export function getFavoriteSearchInput({ savedSearchId, criteria }: FavoriteSearchTarget) {
  return savedSearchId ? { id: savedSearchId } : { criteria: toSearchRequest(criteria) };
}

export function useFavoriteSearch() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: FavoriteSearchTarget) => {
      const data = await client.request(favoriteSearchDocument, {
        input: getFavoriteSearchInput(target),
      });
      return data.updateUserSearchHistoryAsFavorite;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchHistoryQueryKey }),
  });
}
