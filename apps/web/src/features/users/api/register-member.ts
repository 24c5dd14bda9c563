import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { RegisterMemberInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { usersQueryKey } from '../query-keys';

// registerMember (D3-7.08, D3-3.03): a signed-in Guest registers. BAD_USER_INPUT names the refused
// fields (carrierMcNo or carrierUsDotNo for the company's number); CONFLICT means the mobile number is
// someone's already.
export const registerMemberDocument = graphql(`
  mutation registerMember($input: RegisterMemberInput!) {
    registerMember(input: $input) {
      status
      message
      isNewCarrier
      member {
        ...MemberFields
      }
    }
  }
`);

export type { RegisterMemberInput };

export function useRegisterMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterMemberInput) =>
      (await client.request(registerMemberDocument, { input })).registerMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
