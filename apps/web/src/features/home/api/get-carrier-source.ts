import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import { getCarrierSourceQueryKey } from '../query-keys';

// D3-7.05 getUserDetails, asked only for the source system that owns the caller's carrier: Top
// Recommendations are not offered to a carrier of the ASL system (D1-2.19).
export const getCarrierSourceDocument = graphql(`
  query getCarrierSource($upn: String!) {
    getUserDetails(userPrincipalName: $upn) {
      source
    }
  }
`);

export function useCarrierSource(upn: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: getCarrierSourceQueryKey(upn ?? ''),
    enabled: Boolean(upn),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getCarrierSourceDocument, { upn: upn ?? '' }, { signal });
      return data.getUserDetails?.source ?? null;
    },
  });
}
