import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';

// validatePhoneNumber (D3-7.07, D3-5.13): the service that checks a mobile number under its country
// code once it has its 12 characters; the US is sent as empty.
export const validatePhoneNumberDocument = graphql(`
  query validatePhoneNumber($phoneNumber: String!, $countryCode: String!) {
    validatePhoneNumber(phoneNumber: $phoneNumber, countryCode: $countryCode) {
      status
      countryCode
      phoneNumber
    }
  }
`);

export function useValidatePhoneNumber() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ phoneNumber, countryCode }: { phoneNumber: string; countryCode: string }) =>
      (
        await client.request(validatePhoneNumberDocument, {
          phoneNumber,
          countryCode: countryCode === '+1' ? '' : countryCode,
        })
      ).validatePhoneNumber,
  });
}
