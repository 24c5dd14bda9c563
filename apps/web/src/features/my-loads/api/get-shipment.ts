import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import { myLoadsShipmentQueryKey } from '../../../lib/query-keys';

// getShipment (D2-7.06): one shipment of the caller's carrier as its card shows it, to open a deep
// link (D3-4.52) or a shipment not on the loaded pages of its list. Null when the caller may not see it.
export const getShipmentDocument = graphql(`
  query getShipment($shipmentIds: [ID!]!) {
    getShipment(shipmentIds: $shipmentIds) {
      ...MyLoadShipmentFields
    }
  }
`);

export function useShipment(shipmentId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: myLoadsShipmentQueryKey(shipmentId),
    enabled: shipmentId !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getShipmentDocument, { shipmentIds: [shipmentId ?? ''] }, { signal });
      return data.getShipment[0] ?? null;
    },
  });
}
