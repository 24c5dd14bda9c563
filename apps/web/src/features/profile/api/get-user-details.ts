import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import type { GetUserDetailsQuery } from '../../../graphql/graphql';
import { getUserDetailsQueryKey } from '../query-keys';

// D3-7 getUserDetails(userPrincipalName): the member behind the signed-in upn, for the greeting and
// the profile. Only the fields the shell needs are asked for: the greeting's names, and what profile
// completion reads (D3-4.06).
export const getUserDetailsDocument = graphql(`
  query getUserDetails($upn: String!) {
    getUserDetails(userPrincipalName: $upn) {
      member {
        firstName
        lastName
        upn
        email
        mobileNumber
        countryCode
      }
    }
  }
`);

export type UserDetailsMember = NonNullable<NonNullable<GetUserDetailsQuery['getUserDetails']>['member']>;

export function useUserDetails(upn: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: getUserDetailsQueryKey(upn ?? ''),
    enabled: Boolean(upn),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getUserDetailsDocument, { upn: upn ?? '' }, { signal });
      return data.getUserDetails?.member ?? null;
    },
  });
}
