import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-provider';
import { graphql } from '../../../../graphql/gql';
import { getBookingMemberQueryKey } from '../../query-keys';

// D3-7.05 getUserDetails, asked only for what the booking flow decides with: whether the carrier is
// active and which source system owns it (Get Qualified, D1-4.24), and the member's user type (LO3
// assigns themself right after booking, D1-4.26). Shared code cannot reach the profile feature's
// query, so the booking flow asks for its own fields, as Home asks for the source alone.
export const getBookingMemberDocument = graphql(`
  query getBookingMember($upn: String!) {
    getUserDetails(userPrincipalName: $upn) {
      carrierActiveIndicator
      source
      member {
        userId
        userType
      }
    }
  }
`);

export type BookingMember = {
  /** Null when the member belongs to no carrier. */
  carrierActiveIndicator: boolean | null;
  source: string | null;
  userType: string | null;
};

export function useBookingMember(upn: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: getBookingMemberQueryKey(upn ?? ''),
    enabled: Boolean(upn),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }): Promise<BookingMember> => {
      const data = await client.request(getBookingMemberDocument, { upn: upn ?? '' }, { signal });
      const details = data.getUserDetails;
      return {
        carrierActiveIndicator: details?.carrierActiveIndicator ?? null,
        source: details?.source ?? null,
        userType: details?.member?.userType ?? null,
      };
    },
  });
}
