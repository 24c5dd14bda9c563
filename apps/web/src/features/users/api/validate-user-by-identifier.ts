import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';

// Add User's Continue (D3-4.13, D3-7.06): who has this mobile number. NEW opens the add form,
// SAME_CARRIER "already exists", OTHER_CARRIER offers Send Request. Asked on a press, not cached.
export const validateUserByIdentifierDocument = graphql(`
  query validateUserByIdentifier($mobileNum: String!, $countryCode: String) {
    validateUserByIdentifier(mobileNum: $mobileNum, countryCode: $countryCode) {
      status
      userId
      firstName
      lastName
    }
  }
`);

export function useValidateUserByIdentifier() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (variables: { mobileNum: string; countryCode: string }) =>
      (await client.request(validateUserByIdentifierDocument, variables)).validateUserByIdentifier,
  });
}
