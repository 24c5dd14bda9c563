import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { CompleteTripInput, ConfirmStartInput, UpdateStopInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { invalidateShipmentMove } from '../../../lib/query-keys';
import { tripShipmentQueryKey } from '../query-keys';
import type { TripShipment } from './trip-shipment-fields';

// The trip's calls (decision 037): confirmStart from the Confirm Start dialog, updateStop from Update
// Stop Information, completeTrip from Complete Trip. Each answers the shipment as it is after the
// call, which the screen shows at once; the My Loads lists and counts are fetched again, since a start
// and a completion move the load between lists (D2-4.10). A refusal the server words (REJECTED,
// CONSENT_REQUIRED) is an answer; a transport failure, BAD_USER_INPUT or CONFLICT rejects the mutation.

export const confirmStartDocument = graphql(`
  mutation confirmStart($input: ConfirmStartInput!) {
    confirmStart(input: $input) {
      status
      message
      shipment {
        ...TripShipmentFields
      }
    }
  }
`);

export const updateStopDocument = graphql(`
  mutation updateStop($input: UpdateStopInput!) {
    updateStop(input: $input) {
      status
      message
      stopId
      warnings {
        code
        message
      }
      shipment {
        ...TripShipmentFields
      }
    }
  }
`);

export const completeTripDocument = graphql(`
  mutation completeTrip($input: CompleteTripInput!) {
    completeTrip(input: $input) {
      status
      message
      shipment {
        ...TripShipmentFields
      }
    }
  }
`);

/** Shows the shipment the call answered and makes every list, count and details read of it stale. */
export function applyTripChange(
  queryClient: QueryClient,
  shipmentId: string,
  shipment: TripShipment | null | undefined,
): void {
  if (shipment) queryClient.setQueryData(tripShipmentQueryKey(shipmentId), shipment);
  else void queryClient.invalidateQueries({ queryKey: tripShipmentQueryKey(shipmentId) });
  invalidateShipmentMove(queryClient, shipmentId);
}

export function useConfirmStart() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfirmStartInput) =>
      (await client.request(confirmStartDocument, { input })).confirmStart,
    onSuccess: (result, { shipmentId }) => {
      if (result.status === 'OK') applyTripChange(queryClient, shipmentId, result.shipment);
    },
  });
}

export function useUpdateStop() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateStopInput) =>
      (await client.request(updateStopDocument, { input })).updateStop,
    onSuccess: (result, { shipmentId }) => {
      if (result.status === 'OK') applyTripChange(queryClient, shipmentId, result.shipment);
    },
  });
}

export function useCompleteTrip() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompleteTripInput) =>
      (await client.request(completeTripDocument, { input })).completeTrip,
    onSuccess: (result, { shipmentId }) => {
      if (result.status === 'OK') applyTripChange(queryClient, shipmentId, result.shipment);
    },
  });
}
