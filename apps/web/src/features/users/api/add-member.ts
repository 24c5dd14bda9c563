import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { UserDetailsInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { usersQueryKey } from '../query-keys';

// addMemberV2 (D3-7.08): a new member of the caller's carrier, invited at once. BAD_USER_INPUT names
// the refused fields; CONFLICT means the e-mail or the number is someone's already.
export const addMemberDocument = graphql(`
  mutation addMemberV2($input: UserDetailsInput!) {
    addMemberV2(input: $input) {
      status
      message
      member {
        ...MemberFields
      }
    }
  }
`);

export type { UserDetailsInput };

export function useAddMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UserDetailsInput) =>
      (await client.request(addMemberDocument, { input })).addMemberV2,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
