import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';

// D3-7.05 getUserDetails, asked only for the source system that owns the caller's carrier: Top
// Recommendations are not offered to a carrier of the ASL system (D1-2.19).
export const getCarrierSourceDocument = /* GraphQL */ `
  query getUserDetails($upn: String!) {
    getUserDetails(userPrincipalName: $upn) {
      source
    }
  }
`;

type GetCarrierSourceData = { getUserDetails: { source: string | null } | null };

export function getCarrierSourceQueryKey(upn: string) {
  return ['getUserDetails', upn, 'source'] as const;
}

export function useCarrierSource(upn: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: getCarrierSourceQueryKey(upn ?? ''),
    enabled: Boolean(upn),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request<GetCarrierSourceData>(getCarrierSourceDocument, { upn }, { signal });
      return data.getUserDetails?.source ?? null;
    },
  });
}
