import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import type { UpdateTripGpsTrackingMutation } from '../../../graphql/graphql';

// updateGpsTracking (D2-4.49): moves a running trip's GPS tracking status: stopped (10) by the
// driver's End tracking, completed (2) after the final departure (D2-4.54). OK, or REJECTED with the
// reason in message, which the caller shows.
export const updateTripGpsTrackingDocument = graphql(`
  mutation updateTripGpsTracking($shipmentId: ID!, $gpsTrackingStatus: Int!) {
    updateGpsTracking(shipmentId: $shipmentId, gpsTrackingStatus: $gpsTrackingStatus) {
      status
      message
      shipment {
        shipmentId
        gpsTrackingStatus
      }
    }
  }
`);

export type UpdateGpsTrackingResult = UpdateTripGpsTrackingMutation['updateGpsTracking'];

export function useUpdateGpsTracking() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (variables: { shipmentId: string; gpsTrackingStatus: number }) =>
      (await client.request(updateTripGpsTrackingDocument, variables)).updateGpsTracking,
  });
}
