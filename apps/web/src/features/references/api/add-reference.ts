import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import type { AddReferenceInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { shipmentDetailsQueryKey } from '../../../lib/query-keys';
import { shipmentReferencesQueryKey } from '../query-keys';

// D2-7.08 addReference: the add-reference action (D2-3.10) answers a message, "Reference added
// successfully" in the user's language when the references are in (D2-4.62, D2-4.63). Whatever it
// answers, the shipment's details and references are read again (D2-4.62: "then refresh"). A refusal
// (BAD_USER_INPUT naming rows, NOT_FOUND, FORBIDDEN) or no answer rejects the mutation.
export const addReferenceDocument = graphql(`
  mutation addReference($input: AddReferenceInput!) {
    addReference(input: $input) {
      message
    }
  }
`);

export function useAddReference(shipmentId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddReferenceInput) => {
      const data = await client.request(addReferenceDocument, { input });
      return data.addReference;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentReferencesQueryKey(shipmentId) }),
        queryClient.invalidateQueries({ queryKey: shipmentDetailsQueryKey(shipmentId) }),
      ]),
  });
}
