import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { feedbackSenderQueryKey } from '../query-keys';

// getUserDetails for the feedback payload (D3-3.19): the sender's names and company name. The server
// takes who is writing from the token; these travel as the spec's payload has them.
export const getFeedbackSenderDocument = graphql(`
  query getFeedbackSender($upn: String!) {
    getUserDetails(userPrincipalName: $upn) {
      member {
        firstName
        lastName
        companyName
        carrierName
      }
    }
  }
`);

export function useFeedbackSender(upn: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: feedbackSenderQueryKey(upn ?? ''),
    enabled: Boolean(upn),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(getFeedbackSenderDocument, { upn: upn ?? '' }, { signal })).getUserDetails.member,
  });
}
