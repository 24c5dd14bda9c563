import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { usersQueryKey } from '../query-keys';

// Delink (D3-4.24): the member leaves the carrier as a Guest; isSelf says the caller must sign out.
export const delinkMemberDocument = graphql(`
  mutation delinkMember($userId: ID!) {
    delinkMember(userId: $userId) {
      status
      message
      isSelf
    }
  }
`);

export function useDelinkMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await client.request(delinkMemberDocument, { userId })).delinkMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
