import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { searchHistoryQueryKey } from './find-recent-searches';

// D1-7.10 updateUserSearchHistory: un-favourites one of the caller's saved searches (D1-4.07); the
// search stays in the recent list.
export const updateSearchHistoryDocument = /* GraphQL */ `
  mutation updateUserSearchHistory($input: UpdateUserSearchHistoryInput!) {
    updateUserSearchHistory(input: $input) {
      id
      errorMessage
    }
  }
`;

export type SearchHistoryUpdateResult = { id: string; errorMessage: string | null };

type UpdateData = { updateUserSearchHistory: SearchHistoryUpdateResult };

export function useUpdateSearchHistory() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await client.request<UpdateData>(updateSearchHistoryDocument, {
        input: { id, favorite: false },
      });
      return data.updateUserSearchHistory;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchHistoryQueryKey }),
  });
}
