import { useMutation } from '@tanstack/react-query';
import type { TenderAction } from '@freight/domain/tenders';
import { useApiClient } from '../../../../lib/api-provider';
import { graphql } from '../../../../graphql/gql';
import type {
  TenderActionInput as GeneratedTenderActionInput,
  TenderActionMutation,
} from '../../../../graphql/graphql';

// D2-7.07 tenderAction: accepts or declines a shipment tendered to the carrier. The server checks the
// terms, the PRO and the reason again and answers OK, or REJECTED with a reason and its message; a
// request it refuses (BAD_USER_INPUT naming the field) or that gets no answer rejects the mutation.
export const tenderActionDocument = graphql(`
  mutation tenderAction($input: TenderActionInput!) {
    tenderAction(input: $input) {
      status
      reason
      message
      shipmentId
      shipmentState
      myLoadsBucket
    }
  }
`);

/** The generated input, with the action narrowed to the two the screens send. */
export type TenderActionInput = Omit<GeneratedTenderActionInput, 'action'> & { action: TenderAction };

/** The answer as it comes: a reason this app does not know is shown with the server's message. */
export type TenderActionAnswer = TenderActionMutation['tenderAction'];

export function useTenderAction() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: TenderActionInput) => {
      const data = await client.request(tenderActionDocument, { input });
      return data.tenderAction;
    },
  });
}
