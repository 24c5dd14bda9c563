import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-provider';
import { graphql } from '../../../../graphql/gql';
import type { GetShipmentDocumentsQuery } from '../../../../graphql/graphql';
import { getShipmentDocumentsQueryKey } from '../../query-keys';

// getShipmentDetails(shipmentId) asked for the documents alone: the Documents tab fetches its list
// the first time it is opened (D1-4.17), not with the rest of the details.
export const getShipmentDocumentsDocument = graphql(`
  query getShipmentDocuments($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      shipmentId
      documents {
        documentId
        documentType
        displayName
        fileName
        createdAt
      }
    }
  }
`);

export type ShipmentDocumentSummary = NonNullable<
  NonNullable<GetShipmentDocumentsQuery['getShipmentDetails']>['documents']
>[number];

/**
 * The documents of a shipment, fetched on the first entry to the tab and kept afterwards: entering
 * the tab again reads the cache; the panel's Refresh marks them stale. A shipment gone or a tab the
 * server closed reads as no documents.
 */
export function useShipmentDocuments(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: getShipmentDocumentsQueryKey(shipmentId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getShipmentDocumentsDocument, { shipmentId }, { signal });
      return data.getShipmentDetails?.documents ?? [];
    },
  });
}
