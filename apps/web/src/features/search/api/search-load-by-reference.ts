import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { graphql } from '../../../graphql/gql';
import type { SearchLoadByReferenceV2Query } from '../../../graphql/graphql';
import { searchLoadByReferenceQueryKey } from '../query-keys';

// D1-7.08 searchLoadByReferenceV2: the header's "Search by Load #". A reference may name open load
// postings, or a shipment of the caller's carrier together with the My Loads list it is in.
export const searchLoadByReferenceDocument = graphql(`
  query searchLoadByReferenceV2($input: LoadByReferenceInput!) {
    searchLoadByReferenceV2(input: $input) {
      totalRecords
      loadPostings {
        ...LoadCardFields
      }
      shipments {
        shipmentId
        loadId
        shipmentState
        myLoadsBucket
      }
    }
  }
`);

export type LoadByReferenceResult = SearchLoadByReferenceV2Query['searchLoadByReferenceV2'];
export type ReferenceShipment = LoadByReferenceResult['shipments'][number];

export function useLoadByReference(
  reference: string,
  { enabled, visit }: { enabled: boolean; visit: string },
) {
  const client = useApiClient();
  const { claims } = useAuth();
  return useQuery({
    queryKey: searchLoadByReferenceQueryKey(reference, visit),
    enabled,
    refetchOnWindowFocus: false,
    retry: false,
    queryFn: async ({ signal }) => {
      const input = { loadNumberAlias: reference, page: 0, userRole: claims?.roles.join(',') ?? null };
      const data = await client.request(searchLoadByReferenceDocument, { input }, { signal });
      return data.searchLoadByReferenceV2;
    },
  });
}
