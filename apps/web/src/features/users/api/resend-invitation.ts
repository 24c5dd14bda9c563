import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';

// Re-Send Invite (D3-7.09): success is the string "true" or "false"; the message says where it went.
export const resendInvitationDocument = graphql(`
  mutation resendInvitation($userId: ID!) {
    resendInvitation(userId: $userId) {
      success
      message
      email
      phoneNumber
    }
  }
`);

export function useResendInvitation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await client.request(resendInvitationDocument, { userId })).resendInvitation,
  });
}
