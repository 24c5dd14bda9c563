import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { ShipmentDocumentFieldsFragment } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { shipmentDocumentsQueryKey } from '../../../lib/query-keys';
import type { DocumentsShipment } from '../documents-shipment';

// listRelatedDocumentsV2 (D2-7.19): a shipment's documents and the related documents of its dray
// route, as the Documents tab lists them.
graphql(`
  fragment ShipmentDocumentFields on ShipmentDocument {
    documentId
    displayName
    documentType
    documentExtension
    documentNumber
    fileName
    createdDateTime
    rank
    source
  }
`);

export const listRelatedDocumentsDocument = graphql(`
  query listRelatedDocumentsV2($documentMetaDataRequest: DocumentMetaDataRequest!) {
    listRelatedDocumentsV2(documentMetaDataRequest: $documentMetaDataRequest) {
      orderId
      shipmentId
      documents {
        ...ShipmentDocumentFields
      }
      relatedDocuments {
        ...ShipmentDocumentFields
      }
    }
  }
`);

export type ShipmentDocument = ShipmentDocumentFieldsFragment;

/**
 * The documents of a shipment, fetched on the first entry to the tab and kept afterwards: entering the
 * tab again reads the cache; the panel's Refresh and an upload make them stale (D1-4.17).
 */
export function useRelatedDocuments(shipment: DocumentsShipment) {
  const client = useApiClient();
  return useQuery({
    queryKey: shipmentDocumentsQueryKey(shipment.shipmentId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) => {
      const request = { shipmentId: shipment.shipmentId, sourceTms: shipment.sourceSystem };
      const data = await client.request(
        listRelatedDocumentsDocument,
        { documentMetaDataRequest: request },
        { signal },
      );
      return data.listRelatedDocumentsV2;
    },
  });
}
