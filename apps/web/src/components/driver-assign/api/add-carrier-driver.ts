import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { carrierDriversQueryKey, type CarrierDriver } from './get-carrier-drivers';

// addCarrierDriver (D2-2.40 Add Driver): a new active driver of the caller's carrier, answered as the
// List of Drivers shows drivers so that it can be chosen at once. BAD_USER_INPUT names the fields the
// server refused; CONFLICT means the e-mail is already someone's.
export const addCarrierDriverDocument = /* GraphQL */ `
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
`;

export type AddCarrierDriverInput = {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
};

type AddCarrierDriverData = { addCarrierDriver: CarrierDriver };

export function useAddCarrierDriver() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddCarrierDriverInput) => {
      const data = await client.request<AddCarrierDriverData>(addCarrierDriverDocument, { input });
      return data.addCarrierDriver;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: carrierDriversQueryKey }),
  });
}
