import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationSuggestion } from '../../location/api/search-locations';
import { useApiClient } from '../../../lib/api-provider';
import { invalidateShipmentMove } from '../../../lib/query-keys';
import { graphql } from '../../../graphql/gql';
import type {
  AssignShipmentToDriverInput,
  AssignShipmentToDriverV2Mutation,
  StartLocationInput,
} from '../../../graphql/graphql';

// D2-7.09 assignShipmentToDriverV2: assigns a driver to a shipment in Carrier Assigned. The server
// checks who may assign whom; the answer is OK or REJECTED with the reason in message, which the
// caller shows. A transport failure rejects the mutation.
export const assignShipmentToDriverV2Document = graphql(`
  mutation assignShipmentToDriverV2($input: AssignShipmentToDriverInput!) {
    assignShipmentToDriverV2(input: $input) {
      status
      message
      successorShipmentId
      shipment {
        shipmentId
        loadId
        shipmentState
      }
    }
  }
`);

export type StartLocation = StartLocationInput;

/** Either the predecessor shipment or a start location, never both: the driver starts from one place. */
export type AssignDriverInput = Omit<AssignShipmentToDriverInput, 'predecessorShipmentId' | 'startLocation'> &
  ({ predecessorShipmentId: string } | { startLocation: StartLocation });

export type AssignDriverResult = AssignShipmentToDriverV2Mutation['assignShipmentToDriverV2'];

export function toStartLocation(suggestion: LocationSuggestion): StartLocation {
  return {
    city: suggestion.cityName,
    state: suggestion.state,
    country: suggestion.country,
    latitude: suggestion.coordinates.lat,
    longitude: suggestion.coordinates.lng,
    timeZone: suggestion.timeZone,
  };
}

export function isAssigned(result: AssignDriverResult): boolean {
  return result.status === 'OK';
}

export function useAssignDriver() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AssignDriverInput) => {
      const data = await client.request(assignShipmentToDriverV2Document, {
        input,
      });
      return data.assignShipmentToDriverV2;
    },
    onSuccess: (result, { shipmentId }) => {
      if (isAssigned(result)) invalidateShipmentMove(queryClient, shipmentId);
    },
  });
}
