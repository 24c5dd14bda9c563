import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { GetTransferRequestsQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { transferRequestsQueryKey } from '../query-keys';

// The caller's requests to join a carrier, waiting for their answer (D3-4.32, D3-3.20).
export const getTransferRequestsDocument = graphql(`
  query getTransferRequests {
    getTransferRequests {
      requestId
      requestedCarrierId
      carrierName
      roles
      requestedByName
    }
  }
`);

export type TransferRequest = GetTransferRequestsQuery['getTransferRequests'][number];

/** Asked once a session and then every few minutes: a request waits until its member answers. */
const transferRequestsStaleMs = 5 * 60_000;

export function useTransferRequests(isEnabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: transferRequestsQueryKey,
    enabled: isEnabled,
    staleTime: transferRequestsStaleMs,
    refetchInterval: transferRequestsStaleMs,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(getTransferRequestsDocument, {}, { signal })).getTransferRequests,
  });
}
