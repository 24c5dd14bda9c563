import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { memberQueryKey } from '../query-keys';

// View Profile (D3-2.45): a member of the caller's carrier (an admin), or the caller themself.
export const getMemberDocument = graphql(`
  query getMember($userId: ID!) {
    getMember(userId: $userId) {
      ...MemberFields
    }
  }
`);

export function useMember(userId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: memberQueryKey(userId ?? ''),
    enabled: userId !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(getMemberDocument, { userId: userId! }, { signal })).getMember,
  });
}
