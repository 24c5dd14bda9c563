import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { graphql } from '../../../graphql/gql';
import type { GetShipmentReferencesQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { shipmentReferencesQueryKey } from '../query-keys';

// getShipmentDetails asked for what Add Reference needs (decision 048): where the shipment comes from
// and which list it is in (the rule of D2-6.06 and the types of D2-5.33), whether the caller is its
// driver, and its references with their stops (a stop's references on the trip screen, D2-4.64). Null
// when the caller may not see the shipment; references null where the server closed the tab.
export const getShipmentReferencesDocument = graphql(`
  query getShipmentReferences($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      shipmentId
      sourceSystem
      division
      myLoadsBucket
      isCallerDriver
      references {
        type
        value
        display
        stopId
      }
    }
  }
`);

export type ReferenceShipment = NonNullable<GetShipmentReferencesQuery['getShipmentDetails']>;
export type ShipmentReference = NonNullable<ReferenceShipment['references']>[number];

/** The query of a shipment's references, for the hook and for a handler that needs them at once. */
export function shipmentReferencesQuery(client: ApiClient, shipmentId: string) {
  return queryOptions({
    queryKey: shipmentReferencesQueryKey(shipmentId),
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getShipmentReferencesDocument, { shipmentId }, { signal });
      return data.getShipmentDetails;
    },
  });
}

/** The shipment's references, fetched when `enabled` (a stop's list is read when it is opened). */
export function useShipmentReferences(shipmentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({ ...shipmentReferencesQuery(client, shipmentId), enabled });
}
