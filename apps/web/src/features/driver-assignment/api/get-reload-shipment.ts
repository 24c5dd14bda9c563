import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { GetReloadShipmentQuery } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { reloadShipmentQueryKey } from '../query-keys';

// getShipmentDetails(shipmentId) asked for what a reload search starts from (D2-4.46): the shipment's
// transport mode and its stops' places and appointments. Null when the caller may not see it.
export const getReloadShipmentDocument = graphql(`
  query getReloadShipment($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      shipmentId
      transportMode
      stops {
        sequenceNo
        city
        state
        country
        postalCode
        appointmentFrom
        timeZone
      }
    }
  }
`);

export type ReloadShipment = NonNullable<GetReloadShipmentQuery['getShipmentDetails']>;

export function useReloadShipment(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: reloadShipmentQueryKey(shipmentId),
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getReloadShipmentDocument, { shipmentId }, { signal });
      return data.getShipmentDetails;
    },
  });
}
