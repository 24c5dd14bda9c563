import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { userPreferenceQueryKey } from '../query-keys';

// D3-7.12 getUserPreference: every preference of the signed-in member, saved or default, and the
// groups of the page their roles see (D3-2.50).
export const getUserPreferenceDocument = graphql(`
  query getUserPreference {
    getUserPreference {
      ...UserPreferenceFields
    }
  }
`);

export function useUserPreference() {
  const client = useApiClient();
  return useQuery({
    queryKey: userPreferenceQueryKey,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(getUserPreferenceDocument, {}, { signal })).getUserPreference,
  });
}
