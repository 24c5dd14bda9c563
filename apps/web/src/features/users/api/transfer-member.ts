import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';

// Send Request (D3-4.14, transferMemberV2): asks a member of another carrier to join the caller's.
export const transferMemberDocument = graphql(`
  mutation transferMemberV2($input: TransferMemberInput!) {
    transferMemberV2(input: $input) {
      status
      message
    }
  }
`);

export function useTransferMember() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: { userId: string; roles: string[] }) =>
      (await client.request(transferMemberDocument, { input })).transferMemberV2,
  });
}
