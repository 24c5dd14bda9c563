import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';

// Delete Account (D3-4.27 to D3-4.29): the caller's own; a 200 status logs them out and opens the
// survey's redirectUrl.
export const deleteMemberDocument = graphql(`
  mutation deleteMember {
    deleteMember {
      status
      redirectUrl
      message
      timeStamp
    }
  }
`);

export function useDeleteMember() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => (await client.request(deleteMemberDocument, {})).deleteMember,
  });
}
