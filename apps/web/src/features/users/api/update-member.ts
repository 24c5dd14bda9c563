import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { UserDetailsInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { usersQueryKey } from '../query-keys';

// updateMember (D3-7.08): the caller's own profile, or a member of their carrier for an admin.
export const updateMemberDocument = graphql(`
  mutation updateMember($input: UpdateMemberInput!) {
    updateMember(input: $input) {
      status
      message
      member {
        ...MemberFields
      }
    }
  }
`);

export function useUpdateMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; userDetails: UserDetailsInput }) =>
      (await client.request(updateMemberDocument, { input })).updateMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
