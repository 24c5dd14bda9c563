import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { carrierDriversQueryKey } from '../query-keys';
import { graphql } from '../../../graphql/gql';
import type { AddCarrierDriverInput } from '../../../graphql/graphql';

// addCarrierDriver (D2-2.40 Add Driver): a new active driver of the caller's carrier, answered as the
// List of Drivers shows drivers so that it can be chosen at once. BAD_USER_INPUT names the fields the
// server refused; CONFLICT means the e-mail is already someone's.
export const addCarrierDriverDocument = graphql(`
  mutation addCarrierDriver($input: AddCarrierDriverInput!) {
    addCarrierDriver(input: $input) {
      driverId
      upn
      firstName
      lastName
      mobileNumber
      countryCode
      tractorNumber
    }
  }
`);

export type { AddCarrierDriverInput };

export function useAddCarrierDriver() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddCarrierDriverInput) => {
      const data = await client.request(addCarrierDriverDocument, { input });
      return data.addCarrierDriver;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: carrierDriversQueryKey }),
  });
}
