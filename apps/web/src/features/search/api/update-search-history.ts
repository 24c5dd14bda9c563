import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { searchHistoryQueryKey } from '../query-keys';
import { graphql } from '../../../graphql/gql';
import type { UpdateUserSearchHistoryMutation } from '../../../graphql/graphql';

// D1-7.10 updateUserSearchHistory: un-favourites one of the caller's saved searches (D1-4.07); the
// search stays in the recent list.
export const updateSearchHistoryDocument = graphql(`
  mutation updateUserSearchHistory($input: UpdateUserSearchHistoryInput!) {
    updateUserSearchHistory(input: $input) {
      id
      errorMessage
    }
  }
`);

export type SearchHistoryUpdateResult = UpdateUserSearchHistoryMutation['updateUserSearchHistory'];

export function useUpdateSearchHistory() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await client.request(updateSearchHistoryDocument, {
        input: { id, favorite: false },
      });
      return data.updateUserSearchHistory;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchHistoryQueryKey }),
  });
}
